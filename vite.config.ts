import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';
import { stampServiceWorker } from './scripts/stamp-service-worker';

export const alias = {
  '@shared': path.resolve(import.meta.dirname, 'shared'),
  '@': path.resolve(import.meta.dirname, 'client/src'),
};

export default defineConfig({
  root: 'client',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss(), stampServiceWorker(), precompressAssets()],
  // The generated answer schemas are zod/mini; the forms' input schemas are classic zod, whose
  // core keeps nearly all of zod's core alive. Built from zod's own source entry, zod/mini gets
  // a copy of the core cut to what it uses, so the screens that parse answers but show no form
  // (employee, public schedule) skip the rest. Both copies read one global config.
  resolve: {
    alias: {
      ...alias,
      'zod/mini': path.resolve(import.meta.dirname, 'node_modules/zod/src/mini/index.ts'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    // Production serves no source maps: they would hand the whole client source to anyone.
    sourcemap: false,
  },
});
