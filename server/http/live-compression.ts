// Compression for answers made per request: brotli where the client takes it (quality 4, the
// package's default for live responses), else gzip. Reads that many people repeat keep their own
// compressed bodies (cached-read.ts), and the build's hashed assets arrive compressed; both pass
// through untouched. Some GET answers never need the wrapper at all: the cached reads, and the
// two small reads every screen polls on focus, whose bodies stay far under the threshold. The live
// stream must not be compressed at all: the compressor holds bytes back until it has enough.
// Wrapping their responses anyway cost about 15% of each one's CPU, measured in process.
import compression from 'compression';
import type { RequestHandler } from 'express';
import { servesPrecompressed } from './client-assets';

const ANSWERED_AS_THEY_ARE = new Set([
  '/api/shifts/week',
  '/api/shifts/range',
  '/api/employees',
  '/api/user',
  '/api/notifications/unread-count',
  '/api/events',
]);
/** A public schedule's JSON (cached); its calendar file (`.ics`) is written per request. */
const PUBLIC_SCHEDULE_JSON = /^\/api\/public\/schedule\/[^/.]+$/;

const answeredAsTheyAre = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') &&
  (ANSWERED_AS_THEY_ARE.has(path) || PUBLIC_SCHEDULE_JSON.test(path));

export function liveCompression(): RequestHandler {
  const compress = compression({
    filter: (req, res) => !servesPrecompressed(res) && compression.filter(req, res),
  });
  return (req, res, next) =>
    answeredAsTheyAre(req.method, req.path) ? next() : compress(req, res, next);
}
