// Managers hear when an offered shift that starts within the organization's unclaimed-alert hours
// still has places nobody claimed: once per shift, made so by a row per alerted shift (the
// INSERT that creates the row is the one that notifies, however many processes run the job).
// Only the managers who see the shift's location hear of it.
import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { locations, openShiftAlerts, organizationSettings, shifts } from '@shared/schema';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { byAudience, managersWhoSee } from '../notifications/manager-ids';
import type { Notifier } from '../notifications/notifier';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import { describeShifts } from '../shifts/messages';

const HOUR_MS = 3_600_000;
/** The longest alert setting is a week: no shift further out can be due. */
const LOOKAHEAD_DAYS = 8;

/** Sends every alert due at `now`; returns how many shifts were alerted. */
export async function alertUnclaimed(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const today = todayIn('UTC', now);
  const alertHours = sql<number>`coalesce(${organizationSettings.unclaimedAlertHours}, ${ORGANIZATION_SETTINGS_DEFAULTS.unclaimedAlertHours})`;
  const candidates = await db
    .select({
      shift: shifts,
      timeZone: locations.timeZone,
      alertHours,
      taken: sql<number>`(select count(*)::int from shift_assignments a where a.shift_id = ${shifts.id})
        + (select count(*)::int from shift_claims c where c.shift_id = ${shifts.id} and c.status = 'pending')`,
    })
    .from(shifts)
    // A shift starts on its location's clock.
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, shifts.organizationId))
    .where(
      and(
        isNotNull(shifts.offeredAt),
        eq(shifts.published, true),
        gte(shifts.date, addDaysIso(today, -1)),
        lte(shifts.date, addDaysIso(today, LOOKAHEAD_DAYS)),
        sql`${alertHours} > 0`,
        sql`not exists (select 1 from open_shift_alerts x where x.shift_id = ${shifts.id})`,
      ),
    )
    .orderBy(asc(shifts.id));
  const due = candidates.filter(({ shift, timeZone, alertHours: hours, taken }) => {
    const start = shiftStartInstant(shift.date, shift.startTime, timeZone).getTime();
    // Places neither taken nor asked for.
    const unclaimed = shiftCapacity(shift) - taken;
    return unclaimed > 0 && start > now.getTime() && start - now.getTime() <= hours * HOUR_MS;
  });
  if (due.length === 0) return 0;
  return transaction(db, async (tx) => {
    const logged = await tx
      .insert(openShiftAlerts)
      .values(due.map(({ shift }) => ({ shiftId: shift.id, organizationId: shift.organizationId })))
      .onConflictDoNothing()
      .returning({ shiftId: openShiftAlerts.shiftId });
    const fresh = new Set(logged.map((row) => row.shiftId));
    const alerted = due.filter(({ shift }) => fresh.has(shift.id)).map(({ shift }) => shift);
    if (alerted.length === 0) return 0;
    // Each manager hears, in one notice, of the shifts at the locations they see.
    const seers = await managersWhoSee(
      tx,
      alerted.map((s) => ({ organizationId: s.organizationId, locationIds: [s.locationId] })),
    );
    for (const { items: list, managerIds } of byAudience(alerted, seers)) {
      await notifier.notify(tx, {
        organizationId: list[0]!.organizationId,
        type: 'open_shift_unclaimed',
        roleContext: 'manager',
        title: 'Open shifts still unclaimed',
        userIds: managerIds,
        message:
          list.length === 1
            ? `Nobody has claimed the open places on ${describeShifts(list)} yet.`
            : `${list.length} offered shifts starting soon still have places nobody claimed.`,
        email: true,
      });
    }
    return alerted.length;
  });
}
