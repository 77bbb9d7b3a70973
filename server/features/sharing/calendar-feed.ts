// The share link as an iCalendar feed, so an employee can subscribe from Google Calendar or Apple
// Calendar. Times are written in UTC, computed from each shift's location's zone; event ids stay
// stable across refreshes so calendar apps update events instead of duplicating them. Nothing in
// it depends on the moment it is fetched: an unchanged schedule is the same bytes every time,
// which lets calendar apps (and the ETag) tell an edit from a refresh.
import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import { displayName } from '@shared/domain/display-name';
import { shiftStart } from '@shared/domain/shift-instant';
import type { SharedSchedule } from './public-schedule';

const MINUTE_MS = 60_000;

/** Opaque per shift and person: the feed never exposes database ids. */
const eventId = (shiftId: number, host: string) =>
  `${createHash('sha256').update(`shynk-shift:${shiftId}`).digest('hex').slice(0, 32)}@${host}`;

/**
 * iCalendar text may hold no control character; line breaks are the one it escapes (the library
 * writes them as \n). A tab becomes a space so the words around it stay apart.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
export const calendarText = (text: string) => text.replace(/\t/g, ' ').replace(CONTROL, '');

export type CalendarFeed = {
  body: string;
  /** The newest change the feed shows, for Last-Modified. */
  lastModified: Date;
  /** A strong validator of the exact bytes. */
  etag: string;
};

export function calendarFeed({ owner, shifts }: SharedSchedule, appUrl: string): CalendarFeed {
  const host = new URL(appUrl).host;
  const calendar = ical({
    name: calendarText(`${displayName(owner, 'Shared')}'s Schedule`),
    prodId: { company: 'Shynk', product: 'Shynk schedule', language: 'EN' },
    // Calendar apps poll subscriptions at their own pace; this asks for about once an hour.
    ttl: 60 * 60,
  });
  let lastModified = owner.updatedAt;
  for (const shift of shifts) {
    const start = shiftStart(shift);
    const description = [
      shift.position ? `Position: ${shift.position}` : null,
      shift.stationNumber ? `Station ${shift.stationNumber}` : null,
      shift.notes,
    ].filter(Boolean);
    calendar.createEvent({
      id: eventId(shift.shiftId, host),
      // The event's own last change, not the fetch: what calendar apps compare with their copy.
      stamp: shift.updatedAt,
      lastModified: shift.updatedAt,
      sequence: shift.sequence,
      start,
      end: new Date(start.getTime() + shift.duration * MINUTE_MS),
      summary: calendarText(shift.title),
      // Always the place, even for a one-site team: a calendar app offers directions from it.
      location: calendarText(
        [shift.locationName, shift.locationAddress].filter(Boolean).join(', '),
      ),
      description: description.length > 0 ? calendarText(description.join('\n')) : undefined,
    });
    // A renamed or moved location changes the feed as much as an edited shift does.
    for (const changed of [shift.updatedAt, shift.locationUpdatedAt])
      if (changed > lastModified) lastModified = changed;
  }
  const body = calendar.toString();
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return { body, lastModified, etag };
}
