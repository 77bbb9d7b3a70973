// How messages name a weekly unavailability: 'on Mondays from 08:00 to 12:00'. The copy
// conflicts, the assignment warnings and the managers' notice all say it the same way.
import { WEEKDAY_NAMES } from '../validators/shifts';
import { normalizeTime } from './shift-time';

type WeeklySpan = { dayOfWeek: number; startTime: string; endTime: string };

export function unavailableOnText(span: WeeklySpan): string {
  const day = WEEKDAY_NAMES[span.dayOfWeek]!;
  const weekdays = `${day[0]!.toUpperCase()}${day.slice(1)}s`;
  return `on ${weekdays} from ${normalizeTime(span.startTime)} to ${normalizeTime(span.endTime)}`;
}
