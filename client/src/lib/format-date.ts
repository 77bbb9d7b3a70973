// Dates from the API arrive as ISO strings. An unparseable one reads 'Invalid date'
// instead of throwing in the middle of a list.
import { format, isValid, parseISO } from 'date-fns';

export function formatDate(value: string | null | undefined, pattern = 'MMM d, yyyy'): string {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, pattern) : 'Invalid date';
}

// A month calendar shows thousands of shifts that start at a few dozen times of day: each time
// is formatted once (there are at most 1,440), not once per shift.
const clocks = new Map<string, string>();

/** '09:00' -> '9:00 AM'. */
export function formatClock(time: string): string {
  const hhmm = time.slice(0, 5);
  let text = clocks.get(hhmm);
  if (text === undefined) {
    text = format(parseISO(`2000-01-01T${hhmm}`), 'h:mm a');
    clocks.set(hhmm, text);
  }
  return text;
}
