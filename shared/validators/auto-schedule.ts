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
  'notAtLocation',
  'notQualified',
  'timeOff',
  'unavailable',
  'overlap',
  'rest',
  'splitShift',
  'weeklyLimit',
] as const;
export type FillRule = (typeof FILL_RULES)[number];

/**
 * The fill's levels in strict priority: the places filled, today's assignments moved (only in a
 * rebalance), liked minutes less avoided ones, minutes under people's weekly minimum, and the
 * spread of hours as a share of target. Each comes with a proven bound given the levels above.
 */
export const FILL_LEVELS = ['places', 'moved', 'preferences', 'belowMinimum', 'spread'] as const;
export type FillLevel = (typeof FILL_LEVELS)[number];

const levelSchema = z.object({
  name: z.enum(FILL_LEVELS),
  /** Whether more is better ('max': the bound is a ceiling) or less ('min': it is a floor). */
  sense: z.enum(['max', 'min']),
  value: z.number(),
  bound: z.number(),
  /** The value reaches the bound: no schedule does better at this level. */
  optimal: z.boolean(),
});
export type FillLevelResult = z.infer<typeof levelSchema>;

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
  levels: z.array(levelSchema),
  /** Per person, hours over the range before and after, against their minimum, target and limit. */
  hours: z.array(
    z.object({
      employeeId: z.number(),
      before: z.number(),
      after: z.number(),
      limit: z.number(),
      /** Their weekly minimum and target over the range's weeks; null when they set none. */
      minHours: z.number().nullable(),
      targetHours: z.number().nullable(),
      likedMinutes: z.number(),
      avoidedMinutes: z.number(),
      /** Each liked window left unworked, or avoided one worked, and why, in words. */
      unmet: z.array(z.string()),
    }),
  ),
  solveMs: z.number(),
  /** Did the wall-clock safety cap, not the work budget, stop the search (load then matters)? */
  stoppedByClock: z.boolean(),
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
