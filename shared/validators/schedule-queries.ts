// Query strings of the schedule reads: a week, a range, weekly hours.
import { z } from 'zod';
import { dayNumber } from '../domain/dates';
import { isoDateSchema } from './shifts';
import { idSchema } from './ids';

/** The longest span a range read may cover: a year, leap or not. */
export const MAX_RANGE_DAYS = 366;

/** End not before start, and at most a year from it; either may be absent. Swap lookups use it too. */
export function checkSpan(
  start: string | undefined,
  end: string | undefined,
  ctx: z.RefinementCtx,
  path: string,
) {
  if (!start || !end) return;
  if (end < start)
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: 'The end date cannot be before the start date',
    });
  else if (dayNumber(end) - dayNumber(start) >= MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: [path], message: 'A range can span at most one year' });
  }
}

export const weekQuerySchema = z.object({ date: isoDateSchema.optional() });

export const rangeQuerySchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .superRefine((q, ctx) => checkSpan(q.start, q.end, ctx, 'end'));

/** Without endDate, the organization's week holding startDate (or this week). */
export const weeklyHoursQuerySchema = z
  .object({ startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() })
  .superRefine((q, ctx) => checkSpan(q.startDate, q.endDate, ctx, 'endDate'));

/** The shifts week read: a week, optionally of one location. */
export const shiftWeekQuerySchema = weekQuerySchema.extend({ locationId: idSchema.optional() });

/** The shifts range read: a range, optionally of one location. */
export const shiftRangeQuerySchema = z
  .object({ start: isoDateSchema, end: isoDateSchema, locationId: idSchema.optional() })
  .superRefine((q, ctx) => checkSpan(q.start, q.end, ctx, 'end'));
