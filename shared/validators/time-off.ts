// Time-off and recurring-unavailability inputs, shared by the Request
// Time Off dialog, the Time Away tab and the routes. No table imports.
import { z } from 'zod';
import { TIME_OFF_TYPES } from '../domain/time-off';
import { dayNumber } from '../domain/dates';
import { timeToMinutes } from '../domain/shift-time';
import { idSchema } from './ids';
import { optionalText } from './optional-text';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';
import { blankToNull, requiredDate, TIME_PATTERN } from './shifts';
import { checkWeeklyWindow, weeklyWindowShape } from './weekly-window';

export const TIME_OFF_MESSAGES = {
  startDate: 'Start date is required',
  endDate: 'End date is required',
  reason: 'Reason is required',
  timesRequired: 'Start and end times are required when not selecting all day',
  timesInvalid:
    'For partial-day requests, valid start and end times must be provided, and start time must be before end time',
  endBeforeStart: 'End date cannot be before start date',
  tooLong: 'Time off can span at most one year',
} as const;
const M = TIME_OFF_MESSAGES;

/** The longest request: a year of days. */
export const MAX_TIME_OFF_DAYS = 366;

const optionalTime = z.preprocess(blankToNull, z.string().max(TEXT_LIMITS.time).nullish());
const reasonSchema = z
  .string({ error: M.reason })
  .trim()
  .min(1, M.reason)
  .max(TEXT_LIMITS.note, tooLongMessage('Reason', TEXT_LIMITS.note));
const isTime = (value: string | null | undefined): value is string =>
  typeof value === 'string' && TIME_PATTERN.test(value);
/** More days than a year would make every per-day check walk millions of dates. */
const tooLong = (startDate: string, endDate: string) =>
  dayNumber(endDate) - dayNumber(startDate) >= MAX_TIME_OFF_DAYS;

/** What the dialog sends. requiresApproval and status are the server's to decide, so they are dropped. */
export const createTimeOffSchema = z
  .object({
    employeeId: idSchema.optional(),
    type: z.enum(TIME_OFF_TYPES, { error: 'Type must be one of ' + TIME_OFF_TYPES.join(', ') }),
    reason: reasonSchema,
    // null dates: taken from multipleDates; null multipleDates: the days from start to end.
    // null times: none (an all-day request needs none).
    startDate: z.preprocess(blankToNull, requiredDate(M.startDate).nullish()),
    endDate: z.preprocess(blankToNull, requiredDate(M.endDate).nullish()),
    multipleDates: z
      .array(requiredDate('Please add at least one date'))
      .max(MAX_TIME_OFF_DAYS)
      .nullish(),
    allDay: z.boolean().default(true),
    startTime: optionalTime,
    endTime: optionalTime,
  })
  .transform((input, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    // Multiple dates are sorted and the start and end are the first and last.
    const dates = input.multipleDates?.length ? [...new Set(input.multipleDates)].sort() : null;
    const startDate = dates ? dates[0]! : input.startDate;
    const endDate = dates ? dates.at(-1)! : input.endDate;
    if (!startDate) return issue('startDate', M.startDate);
    if (!endDate) return issue('endDate', M.endDate);
    if (endDate < startDate) return issue('endDate', M.endBeforeStart);
    if (tooLong(startDate, endDate)) return issue('endDate', M.tooLong);
    let startTime: string | null = null;
    let endTime: string | null = null;
    if (!input.allDay) {
      if (!input.startTime || !input.endTime) return issue('startTime', M.timesRequired);
      if (
        !isTime(input.startTime) ||
        !isTime(input.endTime) ||
        timeToMinutes(input.startTime) >= timeToMinutes(input.endTime)
      )
        return issue('startTime', M.timesInvalid);
      startTime = input.startTime.slice(0, 5);
      endTime = input.endTime.slice(0, 5);
    }
    return { ...input, startDate, endDate, multipleDates: dates, startTime, endTime };
  });
export type CreateTimeOffInput = z.input<typeof createTimeOffSchema>;
export type TimeOffRequestInput = z.output<typeof createTimeOffSchema>;

export const decideTimeOffSchema = z.object({
  status: z.enum(['approved', 'denied'], { error: 'Status must be approved or denied' }),
  reviewerNotes: optionalText('Notes', TEXT_LIMITS.note),
});

export const cancelTimeOffSchema = z.object({
  reason: reasonSchema,
});

export const dateRangeQuerySchema = z
  .object({ startDate: requiredDate(M.startDate), endDate: requiredDate(M.endDate) })
  .refine((q) => q.endDate >= q.startDate, { path: ['endDate'], message: M.endBeforeStart });

export const checkConflictsSchema = z
  .object({
    employeeId: idSchema.optional(),
    // null multipleDates: the days from start to end; null times: the whole of each day.
    startDate: requiredDate(M.startDate),
    endDate: requiredDate(M.endDate),
    multipleDates: z.array(requiredDate(M.startDate)).max(MAX_TIME_OFF_DAYS).nullish(),
    // A time that is not one is an error, not a silent all-day check.
    startTime: z.preprocess(
      blankToNull,
      z.string().regex(TIME_PATTERN, 'Start time must be HH:MM (24-hour)').nullish(),
    ),
    endTime: z.preprocess(
      blankToNull,
      z.string().regex(TIME_PATTERN, 'End time must be HH:MM (24-hour)').nullish(),
    ),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.endDate < q.startDate) issue('endDate', M.endBeforeStart);
    else if (tooLong(q.startDate, q.endDate)) issue('endDate', M.tooLong);
    if (q.startTime && q.endTime && timeToMinutes(q.startTime) >= timeToMinutes(q.endTime))
      issue('startTime', M.timesInvalid);
  });

export const createUnavailabilitySchema = z
  .object({
    employeeId: idSchema.optional(),
    ...weeklyWindowShape,
    notes: optionalText('Notes', TEXT_LIMITS.note),
  })
  .superRefine(checkWeeklyWindow);
export type CreateUnavailabilityInput = z.input<typeof createUnavailabilitySchema>;
