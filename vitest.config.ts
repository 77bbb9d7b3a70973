import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine.
    // Server tests spend most of their time waiting on PostgreSQL, so one more worker than
    // cores keeps every core busy (on two cores: 3 min 11 s with one worker, 2 min 3 s with three).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          // One jsdom per worker instead of one per file; setup.ts resets the DOM, storage, URL,
          // toasts and mocks after every test, which is what isolation was buying.
          isolate: false,
          // Room for a loaded two-core CI machine; a real hang still fails.
          testTimeout: 15_000,
          include: ['client/**/*.test.tsx', 'client/**/*.test.ts'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // Server test files build their own app on their own database and share no module
          // state, so they can share a worker's imports: re-importing Express, Drizzle and every
          // feature per file cost more time than the tests themselves.
          isolate: false,
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
          globalSetup: ['server/db/test-global-setup.ts'],
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
