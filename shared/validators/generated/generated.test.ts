// The generated client schemas are committed: this fails when a table or a response schema
// changed and `npm run generate:responses` was not run.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateResponseSchemas } from '../../../scripts/generate-response-schemas';

describe('generated response schemas', () => {
  it('are what the generator writes from the current schemas', async () => {
    for (const [file, text] of await generateResponseSchemas())
      expect(fs.readFileSync(file, 'utf8'), file).toBe(text);
  });
});
