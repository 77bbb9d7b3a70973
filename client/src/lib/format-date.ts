// Dates from the API arrive as ISO strings. An unparseable one reads 'Invalid date'
// instead of throwing in the middle of a list.
import { format, isValid, parseISO } from 'date-fns';

export function formatDate(value: string | null | undefined, pattern = 'MMM d, yyyy'): string {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** '09:00' -> '9:00 AM'. */
export function formatClock(time: string): string {
  return format(parseISO(`2000-01-01T${time.slice(0, 5)}`), 'h:mm a');
}
