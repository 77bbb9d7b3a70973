// Copying a week's schedule: the inputs both the wizard and the routes parse, and
// the shapes the routes answer with. No table imports, so the client can use them.
import { z } from 'zod';
import { DAY_NAMES, type WeekStartsOn } from '../domain/dates';
import { idSchema, MAX_ID } from './ids';
import { CALENDAR_YEARS_MESSAGE, inCalendarYears } from './shifts';

export const COPY_MESSAGES = {
  missingWeeks: 'Please select both source and target weeks',
  noShifts: 'Please select at least one shift to copy',
  sameWeek: 'The target week must be different from the source week',
} as const;

/** Why a week given by a day other than the organization's first weekday is refused. */
export const notWeekStartMessage = (weekStartsOn: WeekStartsOn) =>
  `Weeks start on ${DAY_NAMES[weekStartsOn]}: give the ${DAY_NAMES[weekStartsOn]} of the week`;

/** The weeks a copy may target: this week and the 11 after it. */
export const TARGET_WEEK_COUNT = 12;
/** A week holds at most a few hundred shifts; this only bounds the request. */
export const MAX_COPY_SHIFTS = 2000;

// Which weekday a week must start on is the organization's, checked by the routes.
const weekSchema = z
  .string({ error: COPY_MESSAGES.missingWeeks })
  .min(1, COPY_MESSAGES.missingWeeks)
  .pipe(z.iso.date('Weeks are dates in YYYY-MM-DD format'))
  .refine(inCalendarYears, CALENDAR_YEARS_MESSAGE);

export const copyPreviewQuerySchema = z.object({
  sourceWeek: weekSchema,
  locationId: idSchema.optional(),
});

export const copyOptionsSchema = z.object({
  keepAssignments: z.boolean().default(true),
  autoResolveConflicts: z.boolean().default(false),
  /** The manager saw the 409 about earlier copies in the target week and copies again anyway. */
  confirmDuplicate: z.boolean().default(false),
});

export const copyScheduleSchema = z
  .object({
    sourceWeek: weekSchema,
    targetWeek: weekSchema,
    copyOptions: copyOptionsSchema.default({
      keepAssignments: true,
      autoResolveConflicts: false,
      confirmDuplicate: false,
    }),
    selectedShiftIds: z
      .array(z.number().int().positive('Shift ids are positive whole numbers').max(MAX_ID), {
        error: COPY_MESSAGES.noShifts,
      })
      .min(1, COPY_MESSAGES.noShifts)
      .max(MAX_COPY_SHIFTS, `At most ${MAX_COPY_SHIFTS} shifts can be copied at once`)
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((input) => input.sourceWeek !== input.targetWeek, {
    message: COPY_MESSAGES.sameWeek,
    path: ['targetWeek'],
  });

export type CopyScheduleInput = z.input<typeof copyScheduleSchema>;
export type CopyOptions = z.output<typeof copyOptionsSchema>;

/** A week with shifts, offered as a copy source. */
const availableWeekResponse = z.object({
  weekStart: z.string(),
  weekLabel: z.string(),
  shiftCount: z.number(),
  totalHours: z.number(),
});
export type AvailableWeek = z.infer<typeof availableWeekResponse>;
export const availableWeeksResponse = z.array(availableWeekResponse);

const previewEmployeeResponse = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type PreviewEmployee = z.infer<typeof previewEmployeeResponse>;
const previewShiftResponse = z.object({
  id: z.number(),
  title: z.string(),
  startTime: z.string(),
  duration: z.number(),
  shiftType: z.string(),
  notes: z.string().nullable(),
  assignedEmployees: z.array(previewEmployeeResponse),
});
export type PreviewShift = z.infer<typeof previewShiftResponse>;
export const copyPreviewResponse = z.object({
  weekStart: z.string(),
  weekLabel: z.string(),
  days: z.array(z.object({ date: z.string(), shifts: z.array(previewShiftResponse) })),
});
export type CopyPreview = z.infer<typeof copyPreviewResponse>;

/** An assignment the copy left out (or, with autoResolveConflicts, left open). */
const copyConflictResponse = z.object({
  employeeName: z.string(),
  shiftTitle: z.string(),
  shiftDate: z.string(),
  shiftTime: z.string(),
  reason: z.string(),
});
export type CopyConflict = z.infer<typeof copyConflictResponse>;
/** Someone who ends the target week over their weekly limit. */
const copyWarningResponse = z.object({
  employeeName: z.string(),
  newHours: z.number(),
  limit: z.number(),
});
export type CopyWarning = z.infer<typeof copyWarningResponse>;
export const copyResultResponse = z.object({
  message: z.string(),
  createdShifts: z.number(),
  conflicts: z.array(copyConflictResponse),
  warnings: z.array(copyWarningResponse),
});
export type CopyResult = z.infer<typeof copyResultResponse>;
