// The organization's scheduling horizon, read once per request (its time zone and the weeks ahead
// in one query, no write), and the refusal of a date past it.
import { eq } from 'drizzle-orm';
import { organizations, organizationSettings } from '@shared/schema';
import { asWeekStartsOn, todayIn, type WeekStartsOn } from '@shared/domain/dates';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import { horizonRule, isPastHorizon, schedulingHorizon } from '@shared/domain/scheduling-horizon';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';

/** The last schedulable date (null: no limit) and the weeks it was counted from. */
export type Horizon = { last: string | null; weeks: number; weekStartsOn: WeekStartsOn };

export async function loadHorizon(db: Db | Tx, organizationId: number): Promise<Horizon> {
  const [row] = await db
    .select({
      timeZone: organizations.timeZone,
      weeks: organizationSettings.advanceSchedulingWeeks,
      weekStartsOn: organizations.weekStartsOn,
    })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  const weeks = row?.weeks ?? ORGANIZATION_SETTINGS_DEFAULTS.advanceSchedulingWeeks;
  const weekStartsOn = asWeekStartsOn(row?.weekStartsOn);
  return {
    last: schedulingHorizon(todayIn(row?.timeZone), weeks, weekStartsOn),
    weeks,
    weekStartsOn,
  };
}

/** A 400 naming `field` when `date` lies past the horizon. */
export function refusePastHorizon(horizon: Horizon, date: string, field: string) {
  if (horizon.last === null || !isPastHorizon(date, horizon.last)) return;
  const message = horizonRule(horizon.weeks, horizon.last);
  throw AppError.badRequest(message, { errors: [{ path: field, message }] });
}
