// What the sharing routes answer: a person's own share links, and what GET
// /api/public/schedule/{token} answers to the route and the page: the employee's name and each
// shift with only what a calendar needs.
// The client's copy is generated/sharing.ts (`npm run generate:responses`).
import { z } from 'zod';

const publicShiftResponse = z.object({
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  stationNumber: z.number().nullable(),
  notes: z.string().nullable(),
  color: z.string(),
  /** The position the shift needs, by name; null: none. */
  position: z.string().nullable(),
  /** Where the shift is worked, by name, when the organization has more than one location. */
  location: z.string().nullable(),
  /** The zone of the shift's location: its date and times are wall-clock there. */
  locationTimeZone: z.string(),
});
export type PublicShift = z.infer<typeof publicShiftResponse>;

export const publicScheduleResponse = z.object({
  employee: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  /** Today in the employee's organization, the page's starting week; each shift's own past is judged in its location's zone. */
  today: z.string(),
  /** The weekday the organization's weeks start on (0 Sunday .. 6 Saturday), for the page's weeks and month grid. */
  weekStartsOn: z.number().int().min(0).max(6),
  schedule: z.array(publicShiftResponse),
});
export type PublicSchedule = z.infer<typeof publicScheduleResponse>;

/** The caller's links while sharing is on; all null once it is off. */
export const shareLinksResponse = z.union([
  z.object({ hasToken: z.literal(true), shareUrl: z.string(), calendarUrl: z.string() }),
  z.object({ hasToken: z.literal(false), shareUrl: z.null(), calendarUrl: z.null() }),
]);
export type ShareLinksResponse = z.infer<typeof shareLinksResponse>;
