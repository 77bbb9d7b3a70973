// Copying a week's schedule: the inputs both the wizard and the routes parse, and
// the shapes the routes answer with. No table imports, so the client can use them.
import { z } from 'zod';
import { weekdayOf } from '../domain/dates';
import { MAX_ID } from './ids';
import { CALENDAR_YEARS_MESSAGE, inCalendarYears } from './shifts';

export const COPY_MESSAGES = {
  missingWeeks: 'Please select both source and target weeks',
  noShifts: 'Please select at least one shift to copy',
  notMonday: 'Weeks start on Monday: give the Monday of the week',
  sameWeek: 'The target week must be different from the source week',
} as const;

/** The weeks a copy may target: this Monday and the 11 after it. */
export const TARGET_WEEK_COUNT = 12;
/** A week holds at most a few hundred shifts; this only bounds the request. */
export const MAX_COPY_SHIFTS = 2000;

const mondaySchema = z
  .string({ error: COPY_MESSAGES.missingWeeks })
  .min(1, COPY_MESSAGES.missingWeeks)
  .pipe(z.iso.date('Weeks are dates in YYYY-MM-DD format'))
  .refine(inCalendarYears, CALENDAR_YEARS_MESSAGE)
  .refine((date) => weekdayOf(date) === 1, COPY_MESSAGES.notMonday);

export const copyPreviewQuerySchema = z.object({ sourceWeek: mondaySchema });

export const copyOptionsSchema = z.object({
  keepAssignments: z.boolean().default(true),
  autoResolveConflicts: z.boolean().default(false),
  /** The manager saw the 409 about earlier copies in the target week and copies again anyway. */
  confirmDuplicate: z.boolean().default(false),
});

export const copyScheduleSchema = z
  .object({
    sourceWeek: mondaySchema,
    targetWeek: mondaySchema,
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
export type AvailableWeek = {
  weekStart: string;
  weekLabel: string;
  shiftCount: number;
  totalHours: number;
};

export type PreviewEmployee = { id: number; firstName: string | null; lastName: string | null };
export type PreviewShift = {
  id: number;
  title: string;
  startTime: string;
  duration: number;
  shiftType: string;
  notes: string | null;
  assignedEmployees: PreviewEmployee[];
};
export type CopyPreview = {
  weekStart: string;
  weekLabel: string;
  days: { date: string; shifts: PreviewShift[] }[];
};

/** An assignment the copy left out (or, with autoResolveConflicts, left open). */
export type CopyConflict = {
  employeeName: string;
  shiftTitle: string;
  shiftDate: string;
  shiftTime: string;
  reason: string;
};
/** Someone who ends the target week over their weekly limit. */
export type CopyWarning = { employeeName: string; newHours: number; limit: number };
export type CopyResult = {
  message: string;
  createdShifts: number;
  conflicts: CopyConflict[];
  warnings: CopyWarning[];
};
