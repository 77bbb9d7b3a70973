// What every open-shift action reads of its organization, without writing: its time zone (when
// a shift has started) and the open-shift settings (defaults until a manager saved any).
import { eq } from 'drizzle-orm';
import { organizations } from '@shared/schema';
import { todayIn } from '@shared/domain/dates';
import { shiftInterval, type TimedShift } from '@shared/domain/shift-time';
import type { ClaimMode } from '@shared/validators/open-shifts';
import type { Db, Tx } from '../../db/connection';
import { wallClockMinutes } from '../auto-schedule/wall-clock';
import { settingsOrDefaults } from '../settings/service';

export async function openShiftContext(db: Db | Tx, organizationId: number, now = new Date()) {
  const [organization] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const settings = await settingsOrDefaults(db, organizationId);
  const clock = wallClockMinutes(organization?.timeZone ?? 'UTC', now);
  return {
    settings,
    today: todayIn(organization?.timeZone ?? 'UTC', now),
    /** The shift's start has passed on the organization's clock. */
    started: (shift: TimedShift) => shiftInterval(shift).start <= clock,
    /** The shift's own claim mode, else the organization's. */
    modeOf: (shift: { claimMode: ClaimMode | null }): ClaimMode =>
      shift.claimMode ?? settings.openShiftClaimMode,
  };
}
export type OpenShiftContext = Awaited<ReturnType<typeof openShiftContext>>;
