// Shift swap and coverage requests: the bodies and queries both sides parse, and
// the product's messages. No table imports (ADR 3): the client's dialogs use these too.
import { z } from 'zod';
import { idSchema as id } from './ids';
import { checkSpan } from './schedule-queries';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';
import { isoDateSchema } from './shifts';

export const SWAP_MESSAGES = {
  incomplete: 'Please complete all fields',
  coverIncomplete: 'Please select an employee and provide a reason',
  switchReason: 'Please provide a reason for the switch request',
  noAssignee: 'No assigned employee found for this shift',
  pastSwitch: 'You cannot request a switch for shifts that have already passed.',
  pastCover: 'You cannot request coverage for shifts that have already passed.',
  noFutureShifts: 'You must have future shifts to request coverage',
} as const;

/** The swap lookups look this many months ahead by default. */
export const SWAP_LOOKUP_MONTHS = 3;

export const createSwapSchema = z
  .object({
    // The caller is the requester; a body may repeat its id but never name someone else.
    requestingEmployeeId: id.optional(),
    targetEmployeeId: id,
    requestingShiftId: id,
    // null: nothing in return (a cover request); a swap needs one.
    targetShiftId: id.nullish(),
    requestType: z.enum(['swap', 'cover']).default('swap'),
    reason: z
      .string({ error: SWAP_MESSAGES.incomplete })
      .trim()
      .min(1, SWAP_MESSAGES.incomplete)
      .max(TEXT_LIMITS.note, tooLongMessage('Reason', TEXT_LIMITS.note)),
  })
  .superRefine((body, ctx) => {
    if (body.requestType === 'swap' && !body.targetShiftId)
      ctx.addIssue({ code: 'custom', path: ['targetShiftId'], message: SWAP_MESSAGES.incomplete });
  });
export type CreateSwapInput = z.input<typeof createSwapSchema>;

export const decideSwapSchema = z.object({
  status: z.enum(['approved', 'denied'], { error: "Status must be 'approved' or 'denied'" }),
});
export type SwapDecision = z.infer<typeof decideSwapSchema>['status'];

const span = (q: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) =>
  checkSpan(q.startDate, q.endDate, ctx, 'endDate');

export const swapRangeQuerySchema = z
  .object({ startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() })
  .superRefine(span);

export const shiftsForSwapQuerySchema = z
  .object({
    userId: id,
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    excludeShiftId: id.optional(),
  })
  .superRefine(span);

export const forSwapQuerySchema = z.object({ shiftId: id.optional() });
