import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs shared/schema.ts against migrations/ and writes the next SQL file.
export default defineConfig({
  dialect: 'postgresql',
  schema: './shared/schema.ts',
  out: './migrations',
});
