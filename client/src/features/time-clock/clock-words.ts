// Spans as the clock shows them: an elapsed time that reads like a stopwatch (1:07:09), and a
// shift's hours.
import { addMinutes, format, parseISO } from 'date-fns';
import { formatClock } from '@/lib/format-date';
import type { ClockShift } from './clock-answers';

export function elapsed(fromIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** 'Morning, 9:00 AM to 5:00 PM at Main'. */
export function shiftWords(shift: ClockShift): string {
  const start = parseISO(`${shift.date}T${shift.startTime.slice(0, 5)}`);
  const end = format(addMinutes(start, shift.duration), 'HH:mm');
  const place = shift.locationName ? ` at ${shift.locationName}` : '';
  return `${shift.title}, ${formatClock(shift.startTime)} to ${formatClock(end)}${place}`;
}
