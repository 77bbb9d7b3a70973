// What every open-shift action reads of its organization, without writing: the time zones (the
// organization's for today, each location's for when its shifts start) and the open-shift
// settings (defaults until a manager saved any).
import { eq, sql } from 'drizzle-orm';
import { organizations } from '@shared/schema';
import { todayIn } from '@shared/domain/dates';
import { shiftHasStarted } from '@shared/domain/shift-instant';
import type { ClaimMode } from '@shared/validators/open-shifts';
import type { Db, Tx } from '../../db/connection';
import { settingsOrDefaults } from '../settings/service';

type ShiftAt = { date: string; startTime: string; locationId: number };

export async function openShiftContext(db: Db | Tx, organizationId: number, now = new Date()) {
  const [organization] = await db
    .select({
      timeZone: organizations.timeZone,
      // An organization has a handful of locations: all their zones in the same statement.
      locationZones: sql<Record<string, string> | null>`(
        select json_object_agg(l.id, l.time_zone) from locations l
        where l.organization_id = ${organizationId})`,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const settings = await settingsOrDefaults(db, organizationId);
  const zone = organization?.timeZone ?? 'UTC';
  const zones = organization?.locationZones ?? {};
  return {
    settings,
    today: todayIn(zone, now),
    /** The shift's start has passed on its location's clock. */
    started: (shift: ShiftAt) =>
      shiftHasStarted({ ...shift, locationTimeZone: zones[shift.locationId] ?? zone }, now),
    /** The shift's own claim mode, else the organization's. */
    modeOf: (shift: { claimMode: ClaimMode | null }): ClaimMode =>
      shift.claimMode ?? settings.openShiftClaimMode,
  };
}
export type OpenShiftContext = Awaited<ReturnType<typeof openShiftContext>>;
