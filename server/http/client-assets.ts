// Serving the SPA: the Vite build in production, Vite's dev middleware in development.
import express, { type RequestHandler, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseEncoding, type Encoding } from './content-encoding';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIST = path.join(ROOT, 'dist/client');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** True once a response is known to be served from a build-time compressed copy. */
export const servesPrecompressed = (res: Response) => res.locals.precompressed === true;

/**
 * Hashed assets from the copies the build compressed (scripts/precompress-assets.ts): brotli or
 * gzip as the client accepts, the original otherwise. Which copies exist is read once, at start:
 * a build replaces the whole directory and restarts the server.
 */
function precompressedAssets(dir: string): RequestHandler {
  const assetsDir = path.join(dir, 'assets');
  const files = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = /^\/assets\/([\w.-]+)$/.exec(req.path);
    const name = match?.[1];
    if (!name || !files.has(name)) return next();
    const offered = (['br', 'gzip'] as const).filter((e) => files.has(name + SUFFIX[e]));
    if (offered.length === 0) return next();
    res.vary('Accept-Encoding');
    // The original, when sent, goes out as it is: compressing it live would redo the build's work.
    res.locals.precompressed = true;
    const encoding = chooseEncoding(req, offered);
    if (!encoding) return next();
    // Typed by the original's extension; send() keeps a type that is already set.
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(
      path.join(assetsDir, name + SUFFIX[encoding]),
      { headers: { 'Cache-Control': IMMUTABLE } },
      (error) => {
        // A client that hung up mid-file needs no answer.
        if (error && !res.headersSent) next(error);
      },
    );
  };
}

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
    precompressedAssets(dir),
    express.static(dir, {
      index: false,
      setHeaders(res, file) {
        // Hashed bundles never change; the service worker and manifest must be re-checked.
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', IMMUTABLE);
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
