// What the clock's routes answer (GET /api/clock and the punch routes), parsed on arrival so a
// change of shape on the server fails here, by name, rather than deep in the card.
import { z } from 'zod';
import { GEOFENCE_RESULTS, PUNCH_KINDS, PUNCH_SOURCES } from '@shared/validators/time-clock';

export const clockStates = ['out', 'in', 'break'] as const;
export type ClockState = (typeof clockStates)[number];

export const clockShiftSchema = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  duration: z.number(),
  locationId: z.number().nullable(),
  locationName: z.string().nullable(),
  opensAt: z.string(),
});
export type ClockShift = z.infer<typeof clockShiftSchema>;

export const clockPunchSchema = z.object({
  id: z.number(),
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  recordedAt: z.string(),
  recordedOffline: z.boolean(),
  source: z.enum(PUNCH_SOURCES),
  geofence: z.enum(GEOFENCE_RESULTS),
  shiftId: z.number().nullable(),
});
export type ClockPunch = z.infer<typeof clockPunchSchema>;

export const clockSchema = z.object({
  state: z.enum(clockStates),
  since: z.string().nullable(),
  shift: clockShiftSchema.nullable(),
  nextShift: clockShiftSchema.nullable(),
  allowClockInWithoutShift: z.boolean(),
  earlyClockInMinutes: z.number(),
  geofence: z
    .object({
      locationId: z.number(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      radiusMeters: z.number(),
    })
    .nullable(),
  today: z.array(clockPunchSchema),
  hasPin: z.boolean(),
});
export type Clock = z.infer<typeof clockSchema>;

export const punchAnswerSchema = z.object({ punch: clockPunchSchema, clock: clockSchema });
export type PunchAnswer = z.infer<typeof punchAnswerSchema>;
