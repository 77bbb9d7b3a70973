// What the timesheet routes answer: the pay period around a date, each person's sheet (days,
// effective punches, flags, totals and pay), corrections, approvals and locks.
// The client's copy is generated/timesheets-responses.ts (`npm run generate:responses`).
import { z } from 'zod';
import {
  CORRECTION_ACTIONS,
  CORRECTION_STATUSES,
  GEOFENCE_RESULTS,
  PUNCH_KINDS,
  PUNCH_SOURCES,
} from './time-clock';
import { timestampSchema } from './wire';

/** What a day of a sheet asks a manager to look at. */
export const TIMESHEET_FLAGS = [
  'late',
  'left_early',
  'no_show',
  'missing_punch',
  'outside_geofence',
  'offline',
  'auto_clock_out',
  'location_denied',
  'no_shift',
] as const;
export type TimesheetFlag = (typeof TIMESHEET_FLAGS)[number];

/** Each flag as people read it, on screens and in the punches file. */
export const TIMESHEET_FLAG_LABELS: Record<TimesheetFlag, string> = {
  late: 'Late',
  left_early: 'Left early',
  no_show: 'No-show',
  missing_punch: 'Missing punch',
  outside_geofence: 'Outside geofence',
  offline: 'Recorded offline',
  auto_clock_out: 'Automatic clock-out',
  location_denied: 'Location denied',
  no_shift: 'No shift',
};

const periodBounds = z.object({ start: z.string(), end: z.string() });

export const payPeriodResponse = z.object({
  start: z.string(),
  end: z.string(),
  previous: periodBounds,
  next: periodBounds,
  locked: z.boolean(),
  lock: z.object({ lockedAt: timestampSchema, lockedBy: z.string() }).nullable(),
});
export type PayPeriodResponse = z.input<typeof payPeriodResponse>;

/** A punch as the sheet shows it: its effective time, and the original beside it when corrected. */
export const timesheetPunchResponse = z.object({
  /** null for a punch a correction added. */
  punchId: z.number().nullable(),
  /** The approved correction that added, moved or removed it; null when untouched. */
  correctionId: z.number().nullable(),
  kind: z.enum(PUNCH_KINDS),
  at: timestampSchema,
  originalAt: timestampSchema.nullable(),
  removed: z.boolean(),
  source: z.enum(PUNCH_SOURCES).nullable(),
  recordedOffline: z.boolean(),
  recordedAt: timestampSchema.nullable(),
  geofence: z.enum(GEOFENCE_RESULTS).nullable(),
  reason: z.string().nullable(),
  correctedBy: z.string().nullable(),
  correctionReason: z.string().nullable(),
});
export type TimesheetPunchResponse = z.input<typeof timesheetPunchResponse>;

export const timesheetDayResponse = z.object({
  date: z.string(),
  scheduledMinutes: z.number(),
  workedMinutes: z.number(),
  breakMinutes: z.number(),
  shifts: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      startTime: z.string(),
      duration: z.number(),
      locationName: z.string(),
    }),
  ),
  punches: z.array(timesheetPunchResponse),
  flags: z.array(z.enum(TIMESHEET_FLAGS)),
});
export type TimesheetDayResponse = z.input<typeof timesheetDayResponse>;

export const correctionProposalResponse = z.object({
  id: z.number(),
  action: z.enum(CORRECTION_ACTIONS),
  kind: z.enum(PUNCH_KINDS).nullable(),
  punchId: z.number().nullable(),
  atBefore: timestampSchema.nullable(),
  atAfter: timestampSchema.nullable(),
  reason: z.string(),
  requestedBy: z.string().nullable(),
  createdAt: timestampSchema,
});

export const timesheetPersonResponse = z.object({
  employeeId: z.number(),
  name: z.string(),
  /** The zone this person's days and punch times are read in: where they work. */
  timeZone: z.string(),
  approved: z.object({ by: z.string(), at: timestampSchema }).nullable(),
  totals: z.object({
    scheduledMinutes: z.number(),
    workedMinutes: z.number(),
    breakMinutes: z.number(),
    regularMinutes: z.number(),
    overtimeMinutes: z.number(),
    doubleMinutes: z.number(),
    /** Managers only; null on an employee's own sheet. */
    gross: z.number().nullable(),
    missingRate: z.boolean(),
  }),
  /** Every flag of the period's days, once each; the days themselves come with one person's read. */
  flags: z.array(z.enum(TIMESHEET_FLAGS)),
  proposals: z.array(correctionProposalResponse),
});
export type TimesheetPersonResponse = z.input<typeof timesheetPersonResponse>;

export const timesheetsResponse = z.object({
  start: z.string(),
  end: z.string(),
  locked: z.boolean(),
  people: z.array(timesheetPersonResponse),
});
export type TimesheetsResponse = z.input<typeof timesheetsResponse>;

/** One person's sheet: the list's row and their days, each with its shifts and punches. */
export const timesheetResponse = z.object({
  start: z.string(),
  end: z.string(),
  locked: z.boolean(),
  /** The zone the days and punch times are read in: where the person works. */
  timeZone: z.string(),
  person: timesheetPersonResponse.extend({ days: z.array(timesheetDayResponse) }),
});
export type TimesheetResponse = z.input<typeof timesheetResponse>;

export const correctionResponse = z.object({
  id: z.number(),
  employeeId: z.number(),
  action: z.enum(CORRECTION_ACTIONS),
  punchId: z.number().nullable(),
  kind: z.enum(PUNCH_KINDS).nullable(),
  atBefore: timestampSchema.nullable(),
  atAfter: timestampSchema.nullable(),
  shiftId: z.number().nullable(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  decidedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type CorrectionResponse = z.input<typeof correctionResponse>;

export const timesheetApprovalResponse = z.object({
  employeeId: z.number(),
  start: z.string(),
  end: z.string(),
  approvedAt: timestampSchema,
});

export const periodLockResponse = z.object({
  start: z.string(),
  end: z.string(),
  locked: z.boolean(),
  lockedAt: timestampSchema,
  unlockedAt: timestampSchema.nullable(),
});
