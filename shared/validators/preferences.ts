// Preference inputs: the times a person would like to work or would rather avoid, and the weekly
// hours they want. Shared by the Preferences screens and the routes. No table imports.
import { z } from 'zod';
import type { PREFERENCE_KINDS } from '../schema';
import { dayNumber } from '../domain/dates';
import { idSchema } from './ids';
import { isoDateSchema } from './shifts';
import { wantedHoursIssues, wantedHoursShape } from './accounts';
import { checkWeeklyWindow, weeklyWindowShape } from './weekly-window';

/** The table's kinds, spelled here so the client does not load the schema. */
export const PREFERENCE_KIND_VALUES = ['like', 'avoid'] as const satisfies typeof PREFERENCE_KINDS;

/** What one preference says: a weekly window and whether it is liked or avoided. */
const preferenceFields = {
  ...weeklyWindowShape,
  kind: z.enum(PREFERENCE_KIND_VALUES, { error: 'Kind must be like or avoid' }),
};

/** POST: for the caller, or (managers) for `employeeId` in their organization. */
export const createPreferenceSchema = z
  .object({ employeeId: idSchema.optional(), ...preferenceFields })
  .superRefine(checkWeeklyWindow);
export type CreatePreferenceInput = z.input<typeof createPreferenceSchema>;
export type PreferenceInput = z.output<typeof createPreferenceSchema>;

/** PUT replaces the window: absent effective dates are none. The person stays the same. */
export const updatePreferenceSchema = z.object(preferenceFields).superRefine(checkWeeklyWindow);
export type UpdatePreferenceInput = z.input<typeof updatePreferenceSchema>;

/** The longest period one read of everyone's preferences may cover. */
export const MAX_PREFERENCE_DAYS = 92;

/**
 * GET: the caller's own; a manager names one person (`employeeId`) or the whole team
 * (`team=true`). `start` and `end` keep only the preferences in effect on some day between them.
 */
export const preferencesQuerySchema = z
  .object({
    employeeId: idSchema.optional(),
    team: z.enum(['true'], { error: "team must be 'true'" }).optional(),
    start: isoDateSchema.optional(),
    end: isoDateSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.team && q.employeeId) issue('team', 'Ask for one person or the whole team, not both');
    if (!q.start !== !q.end)
      issue(q.start ? 'end' : 'start', 'Give both start and end, or neither');
    else if (q.start && q.end) {
      if (q.end < q.start) issue('end', 'The end date cannot be before the start date');
      else if (dayNumber(q.end) - dayNumber(q.start) + 1 > MAX_PREFERENCE_DAYS)
        issue('end', `At most ${MAX_PREFERENCE_DAYS} days at a time`);
    }
  });
export type PreferencesQuery = z.output<typeof preferencesQuerySchema>;

/** A person's own minimum and target, checked against `weeklyHoursLimit` (the form knows it). */
export const wantedHoursWithin = (weeklyHoursLimit: number) =>
  z.object(wantedHoursShape).superRefine((hours, ctx) => {
    for (const issue of wantedHoursIssues(hours, weeklyHoursLimit))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** PUT /api/preferences/hours: only the order here; the server checks the limit it holds. */
export const wantedHoursSchema = wantedHoursWithin(Number.POSITIVE_INFINITY);
export type WantedHoursInput = z.input<typeof wantedHoursSchema>;
