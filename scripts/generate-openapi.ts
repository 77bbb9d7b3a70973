// Writes the OpenAPI document the code generates to docs/openapi.json, where reviewers see each
// change to the API as a diff. server/openapi/document.test.ts fails when the two differ.
import fs from 'node:fs';
import { buildDocument } from '../server/openapi/document';
import { COMMITTED_DOCUMENT, serializeDocument } from '../server/openapi/committed';

fs.writeFileSync(COMMITTED_DOCUMENT, serializeDocument(buildDocument()));
console.log(`Wrote ${COMMITTED_DOCUMENT}`);
