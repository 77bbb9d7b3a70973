// Pay periods: the stretch of days a timesheet is approved, locked and paid for. Weekly and
// biweekly periods repeat from one anchor day, so they stay aligned whatever date is asked about,
// before or after the anchor; semimonthly periods follow the calendar (1st-15th, 16th-end).
import { addDaysIso, dayNumber } from './dates';
import type { PAY_PERIODS } from '../validators/time-clock';

export type PayPeriodKind = (typeof PAY_PERIODS)[number];

export interface PayPeriodRules {
  payPeriod: PayPeriodKind;
  /** 'yyyy-MM-dd': the first day of one period (weekly and biweekly). */
  payPeriodAnchor: string;
}

/** Both days included, 'yyyy-MM-dd'. */
export interface PayPeriod {
  start: string;
  end: string;
}

const LENGTH_IN_DAYS = { weekly: 7, biweekly: 14 } as const;

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The pay period holding `date`. */
export function payPeriodContaining(date: string, rules: PayPeriodRules): PayPeriod {
  if (rules.payPeriod === 'semimonthly') {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const prefix = date.slice(0, 8);
    if (day <= 15) return { start: `${prefix}01`, end: `${prefix}15` };
    return { start: `${prefix}16`, end: `${prefix}${lastDayOfMonth(year, month)}` };
  }
  const length = LENGTH_IN_DAYS[rules.payPeriod];
  const sinceAnchor = dayNumber(date) - dayNumber(rules.payPeriodAnchor);
  // Floor, not truncation: a date before the anchor belongs to the period that ends just before it.
  const start = addDaysIso(rules.payPeriodAnchor, Math.floor(sinceAnchor / length) * length);
  return { start, end: addDaysIso(start, length - 1) };
}

/** The period just before `period`. */
export const previousPayPeriod = (period: PayPeriod, rules: PayPeriodRules) =>
  payPeriodContaining(addDaysIso(period.start, -1), rules);

/** The period just after `period`. */
export const nextPayPeriod = (period: PayPeriod, rules: PayPeriodRules) =>
  payPeriodContaining(addDaysIso(period.end, 1), rules);
