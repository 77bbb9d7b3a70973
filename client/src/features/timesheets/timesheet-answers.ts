// What the timesheet routes answer: the pay period around a date, and each person's sheet with
// days, effective punches (the original beside a corrected one), flags, totals and proposals.
import { z } from 'zod';
import {
  CORRECTION_ACTIONS,
  GEOFENCE_RESULTS,
  PUNCH_KINDS,
  PUNCH_SOURCES,
} from '@shared/validators/time-clock';

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

const bounds = z.object({ start: z.string(), end: z.string() });

export const payPeriodSchema = bounds.extend({
  previous: bounds,
  next: bounds,
  locked: z.boolean(),
  lock: z.object({ lockedAt: z.string(), lockedBy: z.string() }).nullable(),
});
export type PayPeriod = z.infer<typeof payPeriodSchema>;

const punchSchema = z.object({
  punchId: z.number().nullable(),
  correctionId: z.number().nullable(),
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  originalAt: z.string().nullable(),
  removed: z.boolean(),
  source: z.enum(PUNCH_SOURCES).nullable(),
  recordedOffline: z.boolean(),
  recordedAt: z.string().nullable(),
  geofence: z.enum(GEOFENCE_RESULTS).nullable(),
  reason: z.string().nullable(),
  correctedBy: z.string().nullable(),
  correctionReason: z.string().nullable(),
});
export type TimesheetPunch = z.infer<typeof punchSchema>;

const daySchema = z.object({
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
      locationName: z.string().nullable(),
    }),
  ),
  punches: z.array(punchSchema),
  flags: z.array(z.enum(TIMESHEET_FLAGS)),
});
export type TimesheetDay = z.infer<typeof daySchema>;

const proposalSchema = z.object({
  id: z.number(),
  action: z.enum(CORRECTION_ACTIONS),
  kind: z.enum(PUNCH_KINDS).nullable(),
  punchId: z.number().nullable(),
  atBefore: z.string().nullable(),
  atAfter: z.string().nullable(),
  reason: z.string(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

const personSchema = z.object({
  employeeId: z.number(),
  name: z.string(),
  approved: z.object({ by: z.string(), at: z.string() }).nullable(),
  totals: z.object({
    scheduledMinutes: z.number(),
    workedMinutes: z.number(),
    breakMinutes: z.number(),
    regularMinutes: z.number(),
    overtimeMinutes: z.number(),
    doubleMinutes: z.number(),
    gross: z.number().nullable(),
    missingRate: z.boolean(),
  }),
  days: z.array(daySchema),
  proposals: z.array(proposalSchema),
});
export type TimesheetPerson = z.infer<typeof personSchema>;

export const timesheetsSchema = bounds.extend({
  locked: z.boolean(),
  people: z.array(personSchema),
});
export type Timesheets = z.infer<typeof timesheetsSchema>;
