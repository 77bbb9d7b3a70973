// Open-shift inputs: offering a shift's open places, claiming one, deciding a claim. No table
// imports, so the client's forms use them without pulling in the schema.
import { z } from 'zod';
import { idSchema } from './ids';
import { optionalText } from './optional-text';
import { checkSpan } from './schedule-queries';
import { isoDateSchema } from './shifts';
import { TEXT_LIMITS } from './text-limits';

/** How an offered shift's open places are claimed: taken at once, asked for, or bid for until a deadline. */
export const CLAIM_MODES = ['first_come', 'approval', 'bid'] as const;
export type ClaimMode = (typeof CLAIM_MODES)[number];

export const CLAIM_MODE_LABELS: Record<ClaimMode, string> = {
  first_come: 'First come, first served',
  approval: 'Manager approves each request',
  bid: 'Bid window, then award',
};

/** The longest stretch one open-shifts read covers: the list is for the weeks ahead. */
export const OPEN_SHIFTS_MAX_DAYS = 62;

/** null: the organization's mode; absent too. */
export const offerShiftSchema = z.object({
  claimMode: z.enum(CLAIM_MODES, { error: 'Unknown claim mode' }).nullable().optional(),
});
export type OfferShiftInput = z.infer<typeof offerShiftSchema>;

/** 'Offer open places' on a range of days (the week on screen). */
export const offerRangeSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .superRefine((q, ctx) => checkSpan(q.start, q.end, ctx, 'end'));
export type OfferRangeInput = z.infer<typeof offerRangeSchema>;

export const openShiftsQuerySchema = z
  .object({ start: isoDateSchema.optional(), end: isoDateSchema.optional() })
  .superRefine((q, ctx) => {
    checkSpan(q.start, q.end, ctx, 'end');
    if (q.start && q.end && Date.parse(q.end) - Date.parse(q.start) > OPEN_SHIFTS_MAX_DAYS * 864e5)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `At most ${OPEN_SHIFTS_MAX_DAYS} days at once`,
      });
  });
export type OpenShiftsQuery = z.infer<typeof openShiftsQuerySchema>;

export const claimsQuerySchema = z
  .object({
    start: isoDateSchema.optional(),
    end: isoDateSchema.optional(),
    locationId: idSchema.optional(),
  })
  .superRefine((q, ctx) => checkSpan(q.start, q.end, ctx, 'end'));

export const CLAIM_DECISIONS = ['approve', 'decline'] as const;
export const claimDecisionSchema = z.object({
  decision: z.enum(CLAIM_DECISIONS, { error: 'Decision is approve or decline' }),
  reason: optionalText('Reason', TEXT_LIMITS.note),
});
export type ClaimDecisionInput = z.infer<typeof claimDecisionSchema>;
