// Timesheet inputs: the period and sheets read, corrections and their decisions, approval,
// locking and the payroll files. No table imports, so the client's forms use them as they are.
import { z } from 'zod';
import { CORRECTION_ACTIONS, PUNCH_KINDS } from './time-clock';
import { idSchema } from './ids';
import { checkSpan } from './schedule-queries';
import { isoDateSchema } from './shifts';
import { tooLongMessage } from './text-limits';

/** The longest stretch one timesheet read or file covers: a month holds every kind of pay period. */
export const TIMESHEET_MAX_DAYS = 31;

/** Reasons for a correction or an unlock: short, and never left blank. */
export const TIMESHEET_REASON_MAX = 300;
const reasonSchema = z
  .string({ error: 'Say why' })
  .trim()
  .min(1, 'Say why')
  .max(TIMESHEET_REASON_MAX, tooLongMessage('Reason', TIMESHEET_REASON_MAX));

/** An instant with its offset ('2030-01-07T09:00:00Z', '2030-01-07T09:00:00-06:00'). */
export const instantSchema = z.iso.datetime({
  offset: true,
  error: 'Must be a date and time with its offset',
});

function checkTimesheetSpan(q: { start: string; end: string }, ctx: z.RefinementCtx) {
  checkSpan(q.start, q.end, ctx, 'end');
  if (q.end >= q.start && Date.parse(q.end) - Date.parse(q.start) >= TIMESHEET_MAX_DAYS * 864e5)
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: `At most ${TIMESHEET_MAX_DAYS} days at once`,
    });
}

/** Without a date: today in the organization's zone. */
export const payPeriodQuerySchema = z.object({ date: isoDateSchema.optional() });

export const periodSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .superRefine(checkTimesheetSpan);
export type PeriodInput = z.infer<typeof periodSchema>;

export const timesheetsQuerySchema = z
  .object({
    start: isoDateSchema,
    end: isoDateSchema,
    employeeId: idSchema.optional(),
    locationId: idSchema.optional(),
  })
  .superRefine(checkTimesheetSpan);
export type TimesheetsQuery = z.infer<typeof timesheetsQuerySchema>;

/** One person's sheet: the period; the person is the path's. */
export const timesheetQuerySchema = periodSchema;

/**
 * A missed punch added (kind and time), a wrong one changed (its new time) or removed. What an
 * action does not use must be left out, so a request never means something it did not say.
 */
export const correctionSchema = z
  .object({
    employeeId: idSchema,
    action: z.enum(CORRECTION_ACTIONS, { error: 'Action is add, change or remove' }),
    punchId: idSchema.optional(),
    kind: z.enum(PUNCH_KINDS, { error: 'Unknown punch kind' }).optional(),
    at: instantSchema.optional(),
    shiftId: idSchema.optional(),
    reason: reasonSchema,
  })
  .superRefine((input, ctx) => {
    const need = (field: 'punchId' | 'kind' | 'at', message: string) => {
      if (input[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const refuse = (field: 'punchId' | 'kind' | 'at' | 'shiftId') => {
      if (input[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `Leave ${field} out to ${input.action} a punch`,
        });
    };
    if (input.action === 'add') {
      need('kind', 'Say which punch is missing');
      need('at', 'Say when');
      refuse('punchId');
    } else {
      need('punchId', 'Say which punch');
      refuse('kind');
      refuse('shiftId');
      if (input.action === 'change') need('at', 'Say when');
      else refuse('at');
    }
  });
export type CorrectionInput = z.infer<typeof correctionSchema>;

export const CORRECTION_DECISIONS = ['approve', 'decline'] as const;
export const correctionDecisionSchema = z.object({
  decision: z.enum(CORRECTION_DECISIONS, { error: 'Decision is approve or decline' }),
});
export type CorrectionDecisionInput = z.infer<typeof correctionDecisionSchema>;

export const approveTimesheetSchema = z
  .object({ employeeId: idSchema, start: isoDateSchema, end: isoDateSchema })
  .superRefine(checkTimesheetSpan);
export type ApproveTimesheetInput = z.infer<typeof approveTimesheetSchema>;

export const unlockPeriodSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema, reason: reasonSchema })
  .superRefine(checkTimesheetSpan);
export type UnlockPeriodInput = z.infer<typeof unlockPeriodSchema>;

/** Copy the screens and the server share. */
export const PERIOD_LOCKED = 'This pay period is locked';
export const CORRECTION_DECIDED = 'This correction was already decided';
