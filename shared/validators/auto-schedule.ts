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
export const FILL_RULES = ['timeOff', 'unavailable', 'overlap', 'rest', 'weeklyLimit'] as const;
export type FillRule = (typeof FILL_RULES)[number];

export type FillPair = { shiftId: number; employeeId: number };

export type AutoSchedulePreview = {
  previewId: string;
  proposals: FillPair[];
  removals: FillPair[];
  openSlots: number;
  filled: number;
  upperBound: number;
  unfilled: { shiftId: number; open: number; reasons: Record<FillRule, number> }[];
  hours: { employeeId: number; before: number; after: number; limit: number }[];
  solveMs: number;
};

/** Why apply left out a proposal: a rule, or the shift or place is gone. */
export type SkipReason = FillRule | 'capacity' | 'started' | 'missing';

export type AutoScheduleApplied = {
  applied: number;
  skipped: (FillPair & { reason: SkipReason })[];
};
