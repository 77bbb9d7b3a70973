// The share link as an iCalendar feed, so an employee can subscribe from Google Calendar or Apple
// Calendar. Times are written in UTC, computed from the organization's zone; event ids stay
// stable across refreshes so calendar apps update events instead of duplicating them.
import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import { displayName } from '@shared/domain/display-name';
import type { SharedSchedule } from './public-schedule';
import { shiftStartInstant } from '../../jobs/reminders/shift-start';

const MINUTE_MS = 60_000;

/** Opaque per shift and person: the feed never exposes database ids. */
const eventId = (shiftId: number, host: string) =>
  `${createHash('sha256').update(`shynk-shift:${shiftId}`).digest('hex').slice(0, 32)}@${host}`;

export function calendarFeed({ owner, shifts }: SharedSchedule, appUrl: string): string {
  const host = new URL(appUrl).host;
  const calendar = ical({
    name: `${displayName(owner, 'Shared')}'s Schedule`,
    prodId: { company: 'Shynk', product: 'Shynk schedule', language: 'EN' },
    // Calendar apps poll subscriptions at their own pace; this asks for about once an hour.
    ttl: 60 * 60,
  });
  for (const shift of shifts) {
    const start = shiftStartInstant(shift.date, shift.startTime, owner.timeZone);
    const description = [
      shift.stationNumber ? `Station ${shift.stationNumber}` : null,
      shift.notes,
    ].filter(Boolean);
    calendar.createEvent({
      id: eventId(shift.shiftId, host),
      start,
      end: new Date(start.getTime() + shift.duration * MINUTE_MS),
      summary: shift.title,
      description: description.length > 0 ? description.join('\n') : undefined,
    });
  }
  return calendar.toString();
}
