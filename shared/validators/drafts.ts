// Publishing and discarding the drafts of a period: the inputs the Publish button and the routes
// parse, and the shapes the routes answer with. No table imports, so the client can use them.
// The client's copy is generated/drafts.ts (`npm run generate:responses`).
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

export const draftRecipientResponse = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type DraftRecipient = z.infer<typeof draftRecipientResponse>;

/** What a period holds unpublished, and who would hear about it. */
export const draftSummaryResponse = z.object({
  /** Draft shifts. */
  draftShifts: z.number(),
  /** People added, as a draft, to shifts employees already see. */
  draftChanges: z.number(),
  /** draftShifts + draftChanges: the number on the Publish button. */
  changes: z.number(),
  /** Places nobody holds on the draft shifts: employees see them unfilled once published. */
  openPlaces: z.number(),
  /** The draft shifts with at least one of those places. */
  openShifts: z.number(),
  /** Everyone whose schedule publishing changes, by name. */
  recipients: z.array(draftRecipientResponse),
});
export type DraftSummary = z.infer<typeof draftSummaryResponse>;

export const publishResponse = z.object({ published: z.number(), notified: z.number() });
export type PublishResult = z.infer<typeof publishResponse>;
export const discardResponse = z.object({ discarded: z.number() });
export type DiscardResult = z.infer<typeof discardResponse>;
