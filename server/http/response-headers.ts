// Headers that keep private data out of shared caches and search engines, and switch off browser
// features the app never uses.
import { Router, type RequestHandler } from 'express';

/**
 * Paths that hold private links: a share link, its feed, an invitation, a password reset, a
 * sign-up's confirmation.
 */
export const PRIVATE_LINK_PATHS = [
  '/public-schedule/',
  '/api/public/',
  '/invite/',
  '/reset-password/',
  '/verify-email/',
] as const;

const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /api/',
  ...PRIVATE_LINK_PATHS.filter((path) => !path.startsWith('/api/')).map((p) => `Disallow: ${p}`),
].join('\n');

/**
 * Features no screen uses, denied to the page and anything it embeds. Only names Chromium knows:
 * an unknown one is reported on every page load. Geolocation is the exception: the time clock
 * asks where the phone is for a location's geofence, so the app itself (never an embed) may.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('geolocation=(self)')
  .join(', ');

export function responseHeaders(): Router {
  const router = Router();
  router.use((req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // Someone who holds a private link may still post it somewhere a crawler reads.
    if (PRIVATE_LINK_PATHS.some((path) => req.path.startsWith(path))) {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    }
    next();
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(`${ROBOTS_TXT}\n`);
  });
  return router;
}

/**
 * API answers are one person's data: no cache may keep them unless a route deliberately says
 * otherwise (e.g. `private, no-cache` with a validator) by setting its own Cache-Control.
 */
export const apiNoStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
