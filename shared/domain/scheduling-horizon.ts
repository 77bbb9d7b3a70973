// How far ahead managers may put shifts on the schedule: through the last day of the Nth week
// after the current one (weeks start on the organization's chosen day), with `today` judged in the organization's
// time zone. 0 weeks means no limit, for teams that plan a season ahead.
import { format, parseISO } from 'date-fns';
import { addDaysIso, weekStart, type WeekStartsOn } from './dates';

/** The last date shifts may fall on, or null when there is no limit. */
export function schedulingHorizon(
  today: string,
  weeks: number,
  weekStartsOn: WeekStartsOn,
): string | null {
  if (weeks <= 0) return null;
  return addDaysIso(weekStart(today, weekStartsOn), 7 * weeks + 6);
}

/** Whether `date` lies beyond the horizon (never, without one). */
export const isPastHorizon = (date: string, horizon: string | null) =>
  horizon !== null && date > horizon;

const weeksAhead = (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ahead`;

/** Why a date past the horizon is refused: 'Shifts can be scheduled up to 4 weeks ahead, through Sun, Dec 27'. */
export const horizonRule = (weeks: number, horizon: string) =>
  `Shifts can be scheduled up to ${weeksAhead(weeks)}, through ${format(parseISO(horizon), 'EEE, MMM d')}`;

/** What a repeating series cut at the horizon says: 'Repeats through Dec 27: the schedule is open 4 weeks ahead'. */
export const seriesCutNotice = (weeks: number, horizon: string) =>
  `Repeats through ${format(parseISO(horizon), 'MMM d')}: the schedule is open ${weeksAhead(weeks)}`;
