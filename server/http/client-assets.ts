// Serving the SPA: the Vite build in production, Vite's dev middleware in development.
import express, { type RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIST = path.join(ROOT, 'dist/client');

/** `dir`: the build to serve (tests pass their own). */
export function staticClient(dir = CLIENT_DIST): RequestHandler[] {
  const indexHtml = path.join(dir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The client build is missing (${indexHtml}). Run \`npm run build\`.`);
  }
  return [
    // The build makes no source maps; one built by hand must still not hand out the sources.
    (req, res, next) => {
      if (req.path.endsWith('.map')) res.status(404).end();
      else next();
    },
    express.static(dir, {
      index: false,
      setHeaders(res, file) {
        // Hashed bundles never change; the service worker and manifest must be re-checked.
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
    (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    },
  ];
}

export async function viteDevClient(): Promise<RequestHandler[]> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'spa',
  });
  return [vite.middlewares];
}
