// What the open-shift routes answer: the open places a person may take, claims as their claimant
// and as a reviewing manager see them, and bid awards waiting for a manager.
// The client's copy is generated/open-shifts-responses.ts (`npm run generate:responses`).
import { z } from 'zod';
import { CLAIM_STATUSES } from '../schema';
import { CLAIM_MODES } from './open-shifts';
import { timestampSchema } from './wire';

/** An offered shift with open places, as one person who may take a place sees it. */
export const openShiftResponse = z.object({
  shiftId: z.number(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  duration: z.number(),
  positionId: z.number().nullable(),
  positionName: z.string().nullable(),
  positionColor: z.string().nullable(),
  openPlaces: z.number(),
  claimMode: z.enum(CLAIM_MODES),
  bidDeadline: timestampSchema.nullable(),
  /** Who works it already, by display name. */
  coworkers: z.array(z.string()),
  /** The caller's hours in the shift's week if they take it. */
  hoursAfter: z.number(),
  weeklyHoursLimit: z.number(),
  myClaim: z.object({ id: z.number(), status: z.enum(CLAIM_STATUSES) }).nullable(),
});
export type OpenShiftResponse = z.infer<typeof openShiftResponse>;
export const openShiftListResponse = z.array(openShiftResponse);

export const claimResponse = z.object({
  id: z.number(),
  shiftId: z.number(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  decisionReason: z.string().nullable(),
});
export type ClaimResponse = z.infer<typeof claimResponse>;

const shiftSummary = {
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  duration: z.number(),
  positionName: z.string().nullable(),
};

/** A claim with the shift it is for, as its claimant lists it. */
export const myClaimResponse = claimResponse.extend(shiftSummary);
export type MyClaimResponse = z.infer<typeof myClaimResponse>;
export const myClaimListResponse = z.array(myClaimResponse);

/** A pending claim as a manager reviews it: the rules it breaks now, hours and cost. */
export const claimForReviewResponse = claimResponse.extend({
  ...shiftSummary,
  employeeId: z.number(),
  employeeName: z.string(),
  /** The shared rules the claimant would break now, in their words; approving refuses them. */
  warnings: z.array(z.object({ rule: z.string(), message: z.string() })),
  hoursAfter: z.number(),
  weeklyHoursLimit: z.number(),
  targetHours: z.number().nullable(),
  /** More hours than the person wants (their target, else their weekly limit). */
  overtime: z.boolean(),
  /** What the shift costs at the person's rate for its position; null when no rate is known. */
  cost: z.number().nullable(),
});
export type ClaimForReviewResponse = z.infer<typeof claimForReviewResponse>;
export const claimForReviewListResponse = z.array(claimForReviewResponse);

export const offeredCountResponse = z.object({ offered: z.number() });
export type OfferedCountResponse = z.infer<typeof offeredCountResponse>;

/** A bid window's award: who the fill picked for each offered place, waiting to be applied. */
export const bidAwardResponse = z.object({
  id: z.number(),
  status: z.enum(['pending', 'applied', 'discarded']),
  createdAt: timestampSchema,
  picks: z.array(
    z.object({
      shiftId: z.number(),
      employeeId: z.number(),
      employeeName: z.string(),
      claimId: z.number(),
      /** pending until applied; then applied, or skipped with the reason (place gone, a rule). */
      outcome: z.enum(['pending', 'applied', 'skipped']),
      reason: z.string().nullable(),
      title: z.string(),
      date: z.string(),
      startTime: z.string(),
    }),
  ),
});
export type BidAwardResponse = z.infer<typeof bidAwardResponse>;
export const bidAwardListResponse = z.array(bidAwardResponse);
