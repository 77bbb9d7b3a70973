// Serves the OpenAPI document and a readable reference of it (Scalar's standalone renderer,
// from our own origin), open to anyone: the document describes routes, not data.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Response } from 'express';
import { publicAccess } from '../auth/access';
import { apiDocument } from './document';

const require = createRequire(import.meta.url);
const SCALAR_BUNDLE = require.resolve('@scalar/api-reference/browser/standalone.js');
const REFERENCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference');

/**
 * The app's policy lets styles and fonts come from any https origin; the reference page takes
 * them from its own only, so nothing it draws reaches another site (its renderer knows a font
 * service and a request proxy). Inline styles stay: the renderer sets them as it draws.
 */
const REFERENCE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The page's files change only with a new release: an hour in the browser's cache. */
function sendAsset(res: Response, file: string) {
  res.set('Cache-Control', 'public, max-age=3600').sendFile(file);
}

export function openApiRoutes() {
  const router = Router();
  router.get('/api/openapi.json', publicAccess, (_req, res) => {
    res.json(apiDocument());
  });
  router.get('/api/docs', publicAccess, (_req, res) => {
    res.set('Content-Security-Policy', REFERENCE_POLICY);
    sendAsset(res, path.join(REFERENCE_DIR, 'index.html'));
  });
  router.get('/api/docs/scalar.js', publicAccess, (_req, res) => {
    sendAsset(res, SCALAR_BUNDLE);
  });
  router.get('/api/docs/start.js', publicAccess, (_req, res) => {
    sendAsset(res, path.join(REFERENCE_DIR, 'start.js'));
  });
  return router;
}
