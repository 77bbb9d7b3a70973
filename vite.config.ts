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
  resolve: { alias },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    // Production serves no source maps: they would hand the whole client source to anyone.
    sourcemap: false,
  },
});
