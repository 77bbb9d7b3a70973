// Reading the calendar feed back in tests: its events as property maps, its UTC times as dates.
import { expect } from 'vitest';

/** Unfolds an iCalendar text and lists its events as property maps. */
export function parseEvents(ics: string) {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

/** '20300702T033000Z' as a Date. */
export function fromIcsUtc(value: string) {
  expect(value).toMatch(/^\d{8}T\d{6}Z$/);
  const [, y, mo, d, h, mi] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)/.exec(value)!;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`);
}
