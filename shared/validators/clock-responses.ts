// What the time clock's routes answer: the person's clock, their punches, the clock settings and
// kiosks. The client's copy is generated/clock-responses.ts (`npm run generate:responses`).
import { z } from 'zod';
import {
  GEOFENCE_MODES,
  GEOFENCE_RESULTS,
  PAY_PERIODS,
  PUNCH_KINDS,
  PUNCH_SOURCES,
} from './time-clock';
import { timestampSchema } from './wire';

export const CLOCK_STATES = ['out', 'in', 'break'] as const;

/** A shift as the clock shows it; `opensAt` is when its clock-in opens. */
export const clockShiftResponse = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  duration: z.number(),
  locationId: z.number(),
  locationName: z.string(),
  opensAt: timestampSchema,
});
export type ClockShiftResponse = z.infer<typeof clockShiftResponse>;

export const clockPunchResponse = z.object({
  id: z.number(),
  kind: z.enum(PUNCH_KINDS),
  at: timestampSchema,
  recordedAt: timestampSchema,
  recordedOffline: z.boolean(),
  source: z.enum(PUNCH_SOURCES),
  geofence: z.enum(GEOFENCE_RESULTS),
  shiftId: z.number().nullable(),
});
export type ClockPunchResponse = z.infer<typeof clockPunchResponse>;

export const clockResponse = z.object({
  state: z.enum(CLOCK_STATES),
  /** In: when the stretch was clocked in; on a break: when the break started; out: null. */
  since: timestampSchema.nullable(),
  /** The shift being worked, or the next one whose clock-in is open. */
  shift: clockShiftResponse.nullable(),
  /** Today's next shift, even if its clock-in is not open yet. */
  nextShift: clockShiftResponse.nullable(),
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
  /** The person's punches of the local day, oldest first. */
  today: z.array(clockPunchResponse),
  hasPin: z.boolean(),
  /** The zone of the place the person works today: times on the card are its clock's. */
  timeZone: z.string(),
});
export type ClockResponse = z.infer<typeof clockResponse>;

export const punchResultResponse = z.object({ punch: clockPunchResponse, clock: clockResponse });
export type PunchResultResponse = z.infer<typeof punchResultResponse>;

export const timeClockSettingsResponse = z.object({
  allowClockInWithoutShift: z.boolean(),
  earlyClockInMinutes: z.number(),
  autoClockOutHours: z.number(),
  geofenceMode: z.enum(GEOFENCE_MODES),
  noClockInAlertMinutes: z.number(),
  payPeriod: z.enum(PAY_PERIODS),
  payPeriodAnchor: z.string(),
  timeRounding: z.number(),
  weeklyOvertime: z.boolean(),
  dailyOvertime: z.boolean(),
  seventhDayOvertime: z.boolean(),
  paidBreakMaxMinutes: z.number(),
});
export type TimeClockSettingsResponse = z.infer<typeof timeClockSettingsResponse>;

export const kioskResponse = z.object({
  id: z.number(),
  name: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  lastSeenAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export const kioskListResponse = z.array(kioskResponse);

/** A new kiosk with its token: shown this once, only its hash is kept. */
export const createdKioskResponse = z.object({
  id: z.number(),
  name: z.string(),
  locationId: z.number(),
  token: z.string(),
});
export const revokedKioskResponse = z.object({ id: z.number() });

export const kioskBoardResponse = z.object({
  location: z.object({ id: z.number(), name: z.string(), timeZone: z.string() }),
  people: z.array(
    z.object({
      employeeId: z.number(),
      name: z.string(),
      state: z.enum(CLOCK_STATES),
      since: timestampSchema.nullable(),
      shift: clockShiftResponse.nullable(),
    }),
  ),
});
export type KioskBoardResponse = z.infer<typeof kioskBoardResponse>;

export const kioskPunchResponse = z.object({
  name: z.string(),
  state: z.enum(CLOCK_STATES),
  punch: clockPunchResponse,
});

/** The public half of the key a kiosk seals an offline punch to. */
export const kioskPunchKeyResponse = z.object({
  algorithm: z.literal('RSA-OAEP-256'),
  /** SubjectPublicKeyInfo (DER), base64. */
  publicKey: z.string(),
});
