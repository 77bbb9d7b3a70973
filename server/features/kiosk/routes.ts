// Kiosks: managers create, list and revoke them; a kiosk (by its X-Kiosk-Token header, never a
// session) shows its location's board and takes punches proved by each person's PIN.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  kioskInputSchema,
  kioskPunchSchema,
  sealedKioskPunchSchema,
  type KioskPunchInput,
  type SealedKioskPunch,
} from '@shared/validators/clock';
import {
  createdKioskResponse,
  kioskBoardResponse,
  kioskListResponse,
  kioskPunchKeyResponse,
  kioskPunchResponse,
  revokedKioskResponse,
} from '@shared/validators/clock-responses';
import { currentUser, publicAccess, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { clientIp, createRateLimiter } from '../../http/rate-limit';
import { respond } from '../../http/respond';
import { parse, parseBody, parseId } from '../../http/validate';
import { punchView } from '../time-clock/read-clock';
import { readKioskBoard } from './kiosk-board';
import { kioskFrom, kioskTokenHash, type KioskDevice } from './kiosk-device';
import { KIOSK_MESSAGES, kioskPunch } from './kiosk-punch';
import { kioskPunchKey, openSealedPunch } from './kiosk-punch-key';
import { createKiosk, listKiosks, revokeKiosk } from './kiosks';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Wrong PINs (and other refused punches) a device, and a person, get in fifteen minutes. */
const PIN_TRIES = 5;

export function kioskRoutes({ db }: FeatureDeps) {
  const router = Router();
  // A four-digit PIN falls to a few thousand guesses, so failures are counted in the database
  // (every app process sees them) per device and per person: moving to another kiosk does not
  // buy a guesser more tries at one person, nor does trying many people at one kiosk.
  const limitPerDevice = createRateLimiter(db, {
    name: 'kiosk-device',
    windowMs: FIFTEEN_MINUTES,
    limit: PIN_TRIES,
    counts: 'failures',
    message: KIOSK_MESSAGES.tooMany,
    // A request with no usable token has no device: its failures count against its address.
    key: (req: Request) => kioskTokenHash(req) ?? clientIp(req),
  });
  const limitPerPerson = createRateLimiter(db, {
    name: 'kiosk-person',
    windowMs: FIFTEEN_MINUTES,
    limit: PIN_TRIES,
    counts: 'failures',
    message: KIOSK_MESSAGES.tooMany,
    // The body is parsed before the limiters run, so this is always a real id.
    key: (req: Request) => String((req.body as KioskPunchInput).employeeId),
  });

  router.get('/api/kiosks', requireManager, async (req, res) => {
    respond(res, kioskListResponse, await listKiosks(db, currentUser(req)));
  });
  router.post('/api/kiosks', requireManager, async (req, res) => {
    const input = parse(kioskInputSchema, req.body);
    respond(res, createdKioskResponse, await createKiosk(db, currentUser(req), input), 201);
  });
  router.delete('/api/kiosks/:id', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    respond(res, revokedKioskResponse, await revokeKiosk(db, currentUser(req), id));
  });

  router.get('/api/kiosk/board', publicAccess, async (req, res) => {
    const kiosk = await kioskFrom(db, req);
    respond(res, kioskBoardResponse, await readKioskBoard(db, kiosk, new Date()));
  });
  // Malformed input is refused before the limiters: it guesses nothing, so it costs no try.
  const punchGate = [parseBody(kioskPunchSchema), limitPerDevice, limitPerPerson];
  router.post('/api/kiosk/punch', publicAccess, ...punchGate, async (req, res) => {
    const kiosk = await kioskFrom(db, req);
    await answerPunch(res, kiosk, req.body as KioskPunchInput);
  });

  router.get('/api/kiosk/punch-key', publicAccess, async (req, res) => {
    const kiosk = await kioskFrom(db, req);
    respond(res, kioskPunchKeyResponse, await kioskPunchKey(db, kiosk.organizationId));
  });

  // A punch the kiosk sealed while offline is opened first: the person the limiter counts
  // against is inside it. What cannot be opened guesses nothing, so it costs no try; once open,
  // the PIN is checked by the same limits and rules as a punch made online.
  const openSealed: RequestHandler = async (req, res, next) => {
    const kiosk = await kioskFrom(db, req);
    res.locals.kiosk = kiosk;
    req.body = await openSealedPunch(
      db,
      kiosk.organizationId,
      (req.body as SealedKioskPunch).sealed,
    );
    next();
  };
  const sealedGate = [
    parseBody(sealedKioskPunchSchema),
    openSealed,
    limitPerDevice,
    limitPerPerson,
  ];
  router.post('/api/kiosk/offline-punch', publicAccess, ...sealedGate, async (req, res) => {
    await answerPunch(res, res.locals.kiosk as KioskDevice, req.body as KioskPunchInput);
  });

  async function answerPunch(res: Response, kiosk: KioskDevice, input: KioskPunchInput) {
    const { outcome, name, state } = await kioskPunch(db, kiosk, input);
    const punch = punchView(outcome.punch);
    respond(res, kioskPunchResponse, { name, state, punch }, outcome.created ? 201 : 200);
  }
  return router;
}
