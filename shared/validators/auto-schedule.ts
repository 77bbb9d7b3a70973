// 'Unleash the Shynk' requests and answers: a range of at most four weeks to fill, then a stored
// preview to apply or undo.
import { z } from 'zod';
import { dayNumber } from '../domain/dates';
import { isoDateSchema } from './shifts';

/** The longest range one fill may cover. */
export const MAX_FILL_DAYS = 28;

export const autoSchedulePreviewSchema = z
  .object({
    start: isoDateSchema,
    end: isoDateSchema,
    rebalance: z.boolean().optional().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.end < q.start)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'The end date cannot be before the start date',
      });
    else if (dayNumber(q.end) - dayNumber(q.start) >= MAX_FILL_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `A fill can cover at most ${MAX_FILL_DAYS} days`,
      });
  });

export const previewIdSchema = z.object({
  previewId: z.uuid({ error: 'Unknown preview' }),
});

export type AutoSchedulePreviewInput = z.input<typeof autoSchedulePreviewSchema>;

/** Why people could not take an unfilled place, by the rule that ruled each out. */
export const FILL_RULES = [
  'timeOff',
  'unavailable',
  'overlap',
  'rest',
  'splitShift',
  'weeklyLimit',
] as const;
export type FillRule = (typeof FILL_RULES)[number];

const fillPairSchema = z.object({ shiftId: z.number(), employeeId: z.number() });
export type FillPair = z.infer<typeof fillPairSchema>;

export const autoSchedulePreviewResponse = z.object({
  previewId: z.string(),
  proposals: z.array(fillPairSchema),
  removals: z.array(fillPairSchema),
  openSlots: z.number(),
  filled: z.number(),
  upperBound: z.number(),
  unfilled: z.array(
    z.object({
      shiftId: z.number(),
      open: z.number(),
      reasons: z.record(z.enum(FILL_RULES), z.number()),
    }),
  ),
  hours: z.array(
    z.object({ employeeId: z.number(), before: z.number(), after: z.number(), limit: z.number() }),
  ),
  solveMs: z.number(),
});
export type AutoSchedulePreview = z.infer<typeof autoSchedulePreviewResponse>;

/** Why apply left out a proposal: a rule, or the shift or place is gone. */
const skipReasonSchema = z.enum([...FILL_RULES, 'capacity', 'started', 'missing']);
export type SkipReason = z.infer<typeof skipReasonSchema>;

export const autoScheduleAppliedResponse = z.object({
  applied: z.number(),
  skipped: z.array(fillPairSchema.extend({ reason: skipReasonSchema })),
});
export type AutoScheduleApplied = z.infer<typeof autoScheduleAppliedResponse>;

export const autoScheduleUndoneResponse = z.object({ undone: z.number(), restored: z.number() });
export type AutoScheduleUndone = z.infer<typeof autoScheduleUndoneResponse>;
