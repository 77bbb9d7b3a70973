// Time-off and recurring-unavailability inputs, shared by the Request
// Time Off dialog, the Time Away tab and the routes. No table imports.
import { z } from 'zod';
import { TIME_OFF_TYPES } from '../domain/time-off';
import { dayNumber } from '../domain/dates';
import { timeToMinutes } from '../domain/shift-time';
import { idSchema } from './ids';
import { optionalText } from './optional-text';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';
import { CALENDAR_YEARS_MESSAGE, inCalendarYears, wholeNumber } from './shifts';

export const TIME_OFF_MESSAGES = {
  startDate: 'Start date is required',
  endDate: 'End date is required',
  reason: 'Reason is required',
  timesRequired: 'Start and end times are required when not selecting all day',
  timesInvalid:
    'For partial-day requests, valid start and end times must be provided, and start time must be before end time',
  endBeforeStart: 'End date cannot be before start date',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  unavailabilityOrder: 'Start time must be before end time',
  untilBeforeFrom: 'Effective until cannot be before effective from',
  tooLong: 'Time off can span at most one year',
  dayOfWeek: 'Day of week must be 0 (Sunday) to 6 (Saturday)',
} as const;
const M = TIME_OFF_MESSAGES;

/** The longest request: a year of days. */
export const MAX_TIME_OFF_DAYS = 366;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
const blankToNull = (value: unknown) => (value === '' ? null : value);
const date = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .pipe(z.iso.date('Dates must be real dates in YYYY-MM-DD format'))
    .refine(inCalendarYears, CALENDAR_YEARS_MESSAGE);
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
    startDate: z.preprocess(blankToNull, date(M.startDate).nullish()),
    endDate: z.preprocess(blankToNull, date(M.endDate).nullish()),
    multipleDates: z.array(date('Please add at least one date')).max(MAX_TIME_OFF_DAYS).nullish(),
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
  .object({ startDate: date(M.startDate), endDate: date(M.endDate) })
  .refine((q) => q.endDate >= q.startDate, { path: ['endDate'], message: M.endBeforeStart });

export const checkConflictsSchema = z
  .object({
    employeeId: idSchema.optional(),
    // null multipleDates: the days from start to end; null times: the whole of each day.
    startDate: date(M.startDate),
    endDate: date(M.endDate),
    multipleDates: z.array(date(M.startDate)).max(MAX_TIME_OFF_DAYS).nullish(),
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
    // A JSON number: '1', null, true or [] are not Sunday or Monday (the dialog converts).
    dayOfWeek: wholeNumber(M.dayOfWeek).pipe(z.number().min(0, M.dayOfWeek).max(6, M.dayOfWeek)),
    startTime: z
      .string({ error: M.startTime })
      .min(1, M.startTime)
      .regex(TIME_PATTERN, 'Start time must be HH:MM (24-hour)'),
    endTime: z
      .string({ error: M.endTime })
      .min(1, M.endTime)
      .regex(TIME_PATTERN, 'End time must be HH:MM (24-hour)'),
    // null: no first day, no last day (the rule always holds on that side).
    effectiveFrom: z.preprocess(blankToNull, date('Effective from must be a date').nullish()),
    effectiveUntil: z.preprocess(blankToNull, date('Effective until must be a date').nullish()),
    notes: optionalText('Notes', TEXT_LIMITS.note),
  })
  .superRefine((p, ctx) => {
    if (timeToMinutes(p.startTime) >= timeToMinutes(p.endTime))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.unavailabilityOrder });
    if (p.effectiveFrom && p.effectiveUntil && p.effectiveUntil < p.effectiveFrom)
      ctx.addIssue({ code: 'custom', path: ['effectiveUntil'], message: M.untilBeforeFrom });
  });
export type CreateUnavailabilityInput = z.input<typeof createUnavailabilitySchema>;
