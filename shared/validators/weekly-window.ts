// A weekly window: a weekday's time band, optionally between two dates. Recurring unavailability
// (a hard rule) and preferences (soft wishes) are both said this way, so they share the fields,
// the messages and the checks. No table imports.
import { z } from 'zod';
import { timeToMinutes } from '../domain/shift-time';
import { blankToNull, requiredDate, TIME_PATTERN, wholeNumber } from './shifts';

export const WEEKLY_WINDOW_MESSAGES = {
  dayOfWeek: 'Day of week must be 0 (Sunday) to 6 (Saturday)',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  order: 'Start time must be before end time',
  untilBeforeFrom: 'Effective until cannot be before effective from',
} as const;
const M = WEEKLY_WINDOW_MESSAGES;

const time = (required: string, label: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .regex(TIME_PATTERN, `${label} must be HH:MM (24-hour)`)
    // Stored and answered as HH:MM: seconds would only make two equal windows look different.
    .transform((value) => value.slice(0, 5));

export const weeklyWindowShape = {
  // A JSON number: '1', null, true or [] are not Sunday or Monday (the forms convert).
  dayOfWeek: wholeNumber(M.dayOfWeek).pipe(z.number().min(0, M.dayOfWeek).max(6, M.dayOfWeek)),
  startTime: time(M.startTime, 'Start time'),
  endTime: time(M.endTime, 'End time'),
  // null: no first day, no last day (the window always holds on that side).
  effectiveFrom: z.preprocess(blankToNull, requiredDate('Effective from must be a date').nullish()),
  effectiveUntil: z.preprocess(
    blankToNull,
    requiredDate('Effective until must be a date').nullish(),
  ),
};

type WindowValues = {
  startTime: string;
  endTime: string;
  effectiveFrom?: string | null;
  effectiveUntil?: string | null;
};

/** The checks across fields: the band ends after it starts, the dates run forwards. */
export function checkWeeklyWindow(window: WindowValues, ctx: z.RefinementCtx) {
  if (timeToMinutes(window.startTime) >= timeToMinutes(window.endTime))
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.order });
  if (window.effectiveFrom && window.effectiveUntil && window.effectiveUntil < window.effectiveFrom)
    ctx.addIssue({ code: 'custom', path: ['effectiveUntil'], message: M.untilBeforeFrom });
}
