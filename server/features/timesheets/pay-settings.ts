// The organization's zone and time-clock settings in one read: what pay periods, sheets and
// payroll files are computed with. A missing settings row means the defaults.
import { eq } from 'drizzle-orm';
import { organizations, timeClockSettings } from '@shared/schema';
import { TIME_CLOCK_SETTINGS_DEFAULTS } from '@shared/domain/time-clock-settings-defaults';
import type { PayRuleSettings, Rounding } from '@shared/domain/pay-rules';
import { asWeekStartsOn } from '@shared/domain/dates';
import type { PayPeriodRules } from '@shared/domain/pay-periods';
import type { Db, Tx } from '../../db/connection';

export type PayContext = {
  /** The organization's zone: the fallback for a person with no punch location. */
  timeZone: string;
  periods: PayPeriodRules;
  payRules: PayRuleSettings;
};

export async function readPayContext(db: Db | Tx, organizationId: number): Promise<PayContext> {
  const [row] = await db
    .select({
      timeZone: organizations.timeZone,
      weekStartsOn: organizations.weekStartsOn,
      payPeriod: timeClockSettings.payPeriod,
      payPeriodAnchor: timeClockSettings.payPeriodAnchor,
      timeRounding: timeClockSettings.timeRounding,
      weeklyOvertime: timeClockSettings.weeklyOvertime,
      dailyOvertime: timeClockSettings.dailyOvertime,
      seventhDayOvertime: timeClockSettings.seventhDayOvertime,
      paidBreakMaxMinutes: timeClockSettings.paidBreakMaxMinutes,
    })
    .from(organizations)
    .leftJoin(timeClockSettings, eq(timeClockSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error(`organization ${organizationId} not found`);
  const defaults = TIME_CLOCK_SETTINGS_DEFAULTS;
  return {
    timeZone: row.timeZone,
    periods: {
      payPeriod: row.payPeriod ?? defaults.payPeriod,
      payPeriodAnchor: row.payPeriodAnchor ?? defaults.payPeriodAnchor,
    },
    payRules: {
      weeklyOvertime: row.weeklyOvertime ?? defaults.weeklyOvertime,
      dailyOvertime: row.dailyOvertime ?? defaults.dailyOvertime,
      seventhDay: row.seventhDayOvertime ?? defaults.seventhDayOvertime,
      paidBreakMaxMinutes: row.paidBreakMaxMinutes ?? defaults.paidBreakMaxMinutes,
      rounding: (row.timeRounding ?? defaults.timeRounding) as Rounding,
      // The time-clock settings name no workweek of their own: overtime counts in the
      // organization's week, the one its schedule shows.
      workweekStartsOn: asWeekStartsOn(row.weekStartsOn),
    },
  };
}
