// Publishing and discarding the drafts of a period: the inputs the Publish button and the routes
// parse, and the shapes the routes answer with. No table imports, so the client can use them.
import { z } from 'zod';
import { checkSpan, rangeQuerySchema } from './schedule-queries';
import { isoDateSchema } from './shifts';

/** The visible period of the Weekly Schedule: a week or a month, at most a year. */
export const draftPeriodSchema = rangeQuerySchema;

export const publishScheduleSchema = z
  .object({
    start: isoDateSchema,
    end: isoDateSchema,
    notify: z.boolean({ error: 'notify must be true or false' }),
  })
  .superRefine((q, ctx) => checkSpan(q.start, q.end, ctx, 'end'));

export type DraftRecipient = { id: number; firstName: string | null; lastName: string | null };

/** What a period holds unpublished, and who would hear about it. */
export type DraftSummary = {
  /** Draft shifts. */
  draftShifts: number;
  /** People added, as a draft, to shifts employees already see. */
  draftChanges: number;
  /** draftShifts + draftChanges: the number on the Publish button. */
  changes: number;
  /** Everyone whose schedule publishing changes, by name. */
  recipients: DraftRecipient[];
};

export type PublishResult = { published: number; notified: number };
export type DiscardResult = { discarded: number };
