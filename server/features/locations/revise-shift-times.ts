// When a location's time zone changes, the instants of its shifts move although their dates and
// times stay: calendar feeds must see each such shift as revised, or subscribed calendars keep the
// old times.
import { and, gte, inArray, sql } from 'drizzle-orm';
import { shifts } from '@shared/schema';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import type { Tx } from '../../db/connection';
import { PAST_DAYS } from '../sharing/public-schedule';

/** Raises the sequence of the shifts at `locationIds` a calendar feed still shows. */
export async function reviseShiftTimes(tx: Tx, locationIds: number[], formerZone: string) {
  if (locationIds.length === 0) return;
  await tx
    .update(shifts)
    .set({ sequence: sql`${shifts.sequence} + 1` })
    .where(
      and(
        inArray(shifts.locationId, locationIds),
        // As far back as a feed reaches, and a day more for the difference between the zones.
        gte(shifts.date, addDaysIso(todayIn(formerZone), -(PAST_DAYS + 1))),
      ),
    );
}
