// Everyone whose clock is still running (in or on a break), with the stretch's clock-in.
import { and, desc, gte, lte } from 'drizzle-orm';
import { punches, type Punch } from '@shared/schema';
import type { Db } from '../../db/connection';
import { stateOf, stretchesAt } from './clock-state';

const DAY_MS = 86_400_000;
/** A stretch older than the offline window is not looked for: nothing is left open so long. */
const LOOKBACK_MS = 8 * DAY_MS;

export type OpenStretch = {
  employeeId: number;
  organizationId: number;
  clockIn: Punch;
  last: Punch;
  onBreak: boolean;
};

export async function openStretches(db: Db, now: Date): Promise<OpenStretch[]> {
  const latest = await db
    .selectDistinctOn([punches.employeeId])
    .from(punches)
    .where(and(gte(punches.at, new Date(now.getTime() - LOOKBACK_MS)), lte(punches.at, now)))
    .orderBy(punches.employeeId, desc(punches.at), desc(punches.id));
  const running = latest.filter((p) => p.kind !== 'out');
  const stretches = await stretchesAt(
    db,
    running.map((p) => p.employeeId),
    now,
  );
  return running.flatMap((last) => {
    const clock = stateOf(stretches.get(last.employeeId) ?? []);
    if (!clock.clockIn) return [];
    return [
      {
        employeeId: last.employeeId,
        organizationId: last.organizationId,
        clockIn: clock.clockIn,
        last,
        onBreak: clock.state === 'break',
      },
    ];
  });
}
