// The person's own time clock: read it, punch in, out and for breaks, set the kiosk PIN.
// Parse, authorise (a person only ever punches for themself), call a verb module, respond.
import { Router, type Response } from 'express';
import { clockInSchema, clockPinSchema, punchInputSchema } from '@shared/validators/clock';
import { clockResponse, punchResultResponse } from '@shared/validators/clock-responses';
import type { PunchKind } from '@shared/validators/time-clock';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse } from '../../http/validate';
import { setClockPin } from './clock-pin';
import { punchView, readClock } from './read-clock';
import { recordPunch, type PunchOutcome } from './record-punch';

/** The URL word of each punch kind after a clock-in. */
const LATER_PUNCHES: [string, PunchKind][] = [
  ['out', 'out'],
  ['break-start', 'break_start'],
  ['break-end', 'break_end'],
];

export function timeClockRoutes({ db }: FeatureDeps) {
  const router = Router();

  async function answer(
    res: Response,
    caller: { id: number; organizationId: number },
    outcome: PunchOutcome,
  ) {
    const clock = await readClock(db, caller, new Date());
    // A repeated key is the same punch again: 200, nothing new made.
    respond(
      res,
      punchResultResponse,
      { punch: punchView(outcome.punch), clock },
      outcome.created ? 201 : 200,
    );
  }

  router.get('/api/clock', requireUser, async (req, res) => {
    respond(res, clockResponse, await readClock(db, currentUser(req), new Date()));
  });

  router.post('/api/clock/in', requireUser, async (req, res) => {
    const caller = currentUser(req);
    const input = parse(clockInSchema, req.body);
    const outcome = await recordPunch(db, {
      ...input,
      organizationId: caller.organizationId,
      employeeId: caller.id,
      kind: 'in',
      source: 'device',
    });
    await answer(res, caller, outcome);
  });

  for (const [word, kind] of LATER_PUNCHES) {
    router.post(`/api/clock/${word}`, requireUser, async (req, res) => {
      const caller = currentUser(req);
      const input = parse(punchInputSchema, req.body);
      const outcome = await recordPunch(db, {
        ...input,
        organizationId: caller.organizationId,
        employeeId: caller.id,
        kind,
        source: 'device',
      });
      await answer(res, caller, outcome);
    });
  }

  router.put('/api/clock/pin', requireUser, async (req, res) => {
    const { pin } = parse(clockPinSchema, req.body);
    await setClockPin(db, currentUser(req).id, pin);
    res.status(204).end();
  });
  return router;
}
