// Where the generated document is committed, and how it is written there.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from './document';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const COMMITTED_DOCUMENT = path.join(ROOT, 'docs', 'openapi.json');

export const serializeDocument = (document: OpenApiDocument) =>
  `${JSON.stringify(document, null, 2)}\n`;
