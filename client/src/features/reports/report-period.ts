// The period a report covers: a week from the organization's first weekday, a calendar month, or a custom range of at
// most 92 days. Week and month step with Previous/Today/Next.
import { lastDayOfMonth, parseISO } from 'date-fns';
import {
  addDaysIso,
  dayNumber,
  toIsoDate,
  weekStart,
  type WeekStartsOn,
} from '@shared/domain/dates';
import { MAX_REPORT_DAYS } from '@shared/validators/reports';
import { monthHeading, monthOf, stepMonth, weekHeading } from '@/lib/calendar-periods';

export type PeriodKind = 'week' | 'month' | 'custom';
export type ReportPeriod = { kind: PeriodKind; start: string; end: string };

export function weekPeriod(date: string, weekStartsOn: WeekStartsOn): ReportPeriod {
  const start = weekStart(date, weekStartsOn);
  return { kind: 'week', start, end: addDaysIso(start, 6) };
}

export function monthPeriod(date: string): ReportPeriod {
  const start = monthOf(date);
  return { kind: 'month', start, end: toIsoDate(lastDayOfMonth(parseISO(start))) };
}

/** The period `step` weeks or months away; 0 is the one holding today. */
export function stepPeriod(
  period: ReportPeriod,
  step: -1 | 0 | 1,
  today: string,
  weekStartsOn: WeekStartsOn,
): ReportPeriod {
  if (period.kind === 'week')
    return weekPeriod(step === 0 ? today : addDaysIso(period.start, step * 7), weekStartsOn);
  return monthPeriod(step === 0 ? today : stepMonth(period.start, step));
}

export function periodHeading(period: ReportPeriod): string {
  return period.kind === 'month' ? monthHeading(period.start) : weekHeading(period.start);
}

/** Why a custom range cannot be reported, or null when it can. */
export function rangeProblem({ start, end }: { start: string; end: string }): string | null {
  if (!start || !end) return 'Choose a start and an end date.';
  if (end < start) return 'The end date cannot be before the start date.';
  if (dayNumber(end) - dayNumber(start) + 1 > MAX_REPORT_DAYS)
    return `A report can cover at most ${MAX_REPORT_DAYS} days.`;
  return null;
}

export const periodQuery = (period: { start: string; end: string }, publishedOnly: boolean) =>
  `start=${period.start}&end=${period.end}${publishedOnly ? '&publishedOnly=true' : ''}`;
