// Shift inputs, shared by the Add/Edit Shift dialogs and the routes.
// No table imports, so the client can use them without pulling in the schema.
import { z } from 'zod';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '../domain/organization-settings-defaults';
import { END_BEFORE_START, REPEAT_FREQUENCIES } from '../domain/recurrence';
import { normalizeTime } from '../domain/shift-time';
import { idSchema } from './ids';
import { optionalText } from './optional-text';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

/** The create dialog offers the first eight; other views know the rest. Unknown colours show grey. */
export const SHIFT_COLORS = [
  'teal',
  'yellow',
  'blue',
  'indigo',
  'red',
  'orange',
  'pink',
  'purple',
  'green',
  'cyan',
  'violet',
  'emerald',
  'ocean',
  'amber',
  'coral',
  'lavender',
  'mint',
  'rose',
  'sky',
] as const;
export type ShiftColor = (typeof SHIFT_COLORS)[number];
export const DEFAULT_SHIFT_COLOR: ShiftColor = 'teal';
export const CREATE_DIALOG_COLORS = SHIFT_COLORS.slice(0, 8);

/** Built-in types; a dialog may add custom ones, so any non-empty type is accepted. */
export const BUILT_IN_SHIFT_TYPES = ['Standard', 'PVF', 'HP+', 'Event'] as const;

export const MAX_STATIONS = 3;
export const MAX_EMPLOYEES_PER_STATION = 5;
export const DURATION_STEP_MINUTES = 15;
export const MIN_SHIFT_DURATION = 15;
/** The dialog offers 0-12 hours and 0/15/30/45 minutes. */
export const MAX_SHIFT_DURATION = 12 * 60 + 45;
export const DEFAULT_SHIFT_DURATION = ORGANIZATION_SETTINGS_DEFAULTS.defaultShiftDuration;
/** Weekdays as recurring unavailability stores them: 0 = Sunday .. 6 = Saturday. */
export const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

export const SHIFT_MESSAGES = {
  required: 'Please fill in all required fields',
  frequency: 'Please select a repeat frequency',
  customDays: 'Please select at least one day for custom repeat',
  weeklyDays: 'Please select at least one day of the week or disable weekly days option',
  endBeforeStart: END_BEFORE_START,
} as const;
const REQUIRED = SHIFT_MESSAGES.required;

/**
 * A whole JSON number. Strings, booleans and arrays are refused rather than read as numbers: the
 * forms convert their fields, so the API never guesses what '', true or [5] meant.
 */
export const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/** Decimal digits only: Number() would also read '0x10', '1e3' or ' ' as numbers. */
const DIGITS = /^\d{1,9}$/;

/** A whole number from a path segment or a query string, where everything arrives as text. */
export const wholeNumberParam = (message: string) =>
  z.string({ error: message }).regex(DIGITS, message).transform(Number);

/** An empty form field means no value. */
export const blankToNull = (value: unknown) => (value === '' ? null : value);

/**
 * Years both the date arithmetic (which reads years below 100 as 19xx) and PostgreSQL (no year 0,
 * none past 9999) handle, with room for a week or a year after the last one.
 */
export const CALENDAR_YEARS = { first: '1900-01-01', last: '9998-12-31' } as const;
export const inCalendarYears = (date: string) =>
  date >= CALENDAR_YEARS.first && date <= CALENDAR_YEARS.last;
export const CALENDAR_YEARS_MESSAGE = 'Dates must be between the years 1900 and 9998';

/** A real 'YYYY-MM-DD' date within the calendar years; `required` is the message when missing. */
export const requiredDate = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .pipe(z.iso.date('Dates must be real dates in YYYY-MM-DD format'))
    .refine(inCalendarYears, CALENDAR_YEARS_MESSAGE);

export const isoDateSchema = requiredDate(REQUIRED);

/** 'HH:MM' or 'HH:MM:SS', 24-hour. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** 'HH:MM' or 'HH:MM:SS' on a quarter hour; parsed to 'HH:MM'. */
export const startTimeSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .regex(TIME_PATTERN, 'Start time must be HH:MM (24-hour)')
  .refine(
    (time) =>
      Number(time.slice(3, 5)) % DURATION_STEP_MINUTES === 0 && Number(time.slice(6) || 0) === 0,
    'Start time must be on the quarter hour (:00, :15, :30 or :45)',
  )
  .transform(normalizeTime);

const durationRange = z
  .number()
  .min(MIN_SHIFT_DURATION, REQUIRED)
  .max(MAX_SHIFT_DURATION, 'A shift can last at most 12 hours 45 minutes')
  .multipleOf(DURATION_STEP_MINUTES, 'Duration goes in steps of 15 minutes');
export const durationSchema = wholeNumber(REQUIRED).pipe(durationRange);

const employeeIdsSchema = z
  .array(idSchema, { error: 'employeeIds must be a list of employee ids' })
  .max(100, 'Too many employees')
  .refine((ids) => new Set(ids).size === ids.length, 'Each employee can be assigned only once');

const weekdaySchema = z.union(
  [
    z.number().int().min(0).max(6),
    z
      .string()
      .transform((day) => day.trim().toLowerCase())
      .pipe(z.enum(WEEKDAY_NAMES))
      .transform((day) => WEEKDAY_NAMES.indexOf(day)),
  ],
  { error: 'Days are 0 (Sunday) to 6 (Saturday) or weekday names' },
);
const weekdaysSchema = z.array(weekdaySchema).transform((days) => [...new Set(days)].sort());

/** The fields a shift is made of. Create and edit add defaults, assignments and repeat settings. */
export const shiftFieldsSchema = z.object({
  title: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(TEXT_LIMITS.title, tooLongMessage('Title', TEXT_LIMITS.title)),
  shiftType: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(TEXT_LIMITS.title, tooLongMessage('Shift type', TEXT_LIMITS.title)),
  color: z.enum(SHIFT_COLORS, { error: 'Unknown shift colour' }),
  numberOfStations: wholeNumber(REQUIRED).pipe(
    z.number().min(0, 'Stations go from 0 to 3').max(MAX_STATIONS, 'Stations go from 0 to 3'),
  ),
  employeesPerStation: wholeNumber('Employees per station must be a number').pipe(
    z
      .number()
      .min(1, 'Employees per station go from 1 to 5')
      .max(MAX_EMPLOYEES_PER_STATION, 'Employees per station go from 1 to 5'),
  ),
  date: isoDateSchema,
  startTime: startTimeSchema,
  duration: durationSchema,
  notes: optionalText('Notes', TEXT_LIMITS.note),
  // The position the shift needs; null: anyone may take it.
  positionId: idSchema.nullable(),
  // Where the shift is worked; may be left out while the organization has one location.
  locationId: idSchema.optional(),
});

const assignmentOptions = {
  /** Send schedule notifications; the organization's emailNotificationsNewShifts setting when absent. */
  notifyEmployees: z.boolean().optional(),
  /** The manager's override for an employee who already works at that time. */
  allowOverride: z.boolean().default(false),
};

export const createShiftSchema = shiftFieldsSchema
  .extend({
    color: shiftFieldsSchema.shape.color.default(DEFAULT_SHIFT_COLOR),
    employeesPerStation: shiftFieldsSchema.shape.employeesPerStation.default(1),
    positionId: shiftFieldsSchema.shape.positionId.default(null),
    employeeIds: employeeIdsSchema.default([]),
    ...assignmentOptions,
    isRepeating: z.boolean().default(false),
    // null or '': not repeating (a series then needs one); a repeat end of null: a year on.
    repeatFrequency: z.preprocess(
      blankToNull,
      z.enum(REPEAT_FREQUENCIES, { error: SHIFT_MESSAGES.frequency }).nullish(),
    ),
    repeatEndDate: z.preprocess(blankToNull, isoDateSchema.nullish()),
    customDays: weekdaysSchema.default([]),
    useWeeklyDays: z.boolean().default(false),
    weeklyDays: weekdaysSchema.default([]),
  })
  .superRefine((input, ctx) => {
    if (!input.isRepeating) return;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!input.repeatFrequency) issue('repeatFrequency', SHIFT_MESSAGES.frequency);
    if (input.repeatFrequency === 'custom' && input.customDays.length === 0)
      issue('customDays', SHIFT_MESSAGES.customDays);
    if (input.useWeeklyDays && input.weeklyDays.length === 0)
      issue('weeklyDays', SHIFT_MESSAGES.weeklyDays);
    if (input.repeatEndDate && input.repeatEndDate < input.date)
      issue('repeatEndDate', SHIFT_MESSAGES.endBeforeStart);
  });

/** Edit: any subset of the fields; employeeIds, when sent, replaces the assignment list. */
export const updateShiftSchema = shiftFieldsSchema.partial().extend({
  employeeIds: employeeIdsSchema.optional(),
  ...assignmentOptions,
});

/** Edit of several shifts of a series: the date of each stays (it is what makes the series). */
export const updateSeriesSchema = updateShiftSchema.omit({ date: true });

export const assignEmployeeSchema = z.object({
  employeeId: idSchema,
  notifyEmployee: z.boolean().optional(),
  allowOverride: z.boolean().default(false),
});

export const setAssignmentsSchema = z.object({
  shiftId: idSchema,
  employeeIds: employeeIdsSchema,
  ...assignmentOptions,
});

/**
 * The team grid's move: one person's place on the shift goes to another, in one step. No one on
 * the "from" side takes an open place; no one on the "to" side gives the place up.
 */
export const moveAssignmentSchema = z
  .object({
    fromEmployeeId: idSchema.nullable(),
    toEmployeeId: idSchema.nullable(),
    ...assignmentOptions,
  })
  .refine((move) => move.fromEmployeeId !== move.toEmployeeId, {
    path: ['toEmployeeId'],
    message: 'Choose someone other than the person already on the shift',
  });

/** A prospective assignment, as a query string: the employee at that date and time. */
export const availabilityQuerySchema = z.object({
  date: isoDateSchema,
  startTime: startTimeSchema,
  duration: wholeNumberParam(REQUIRED).pipe(durationRange),
  /** The position the shift needs; absent: anyone may take it. */
  positionId: idSchema.optional(),
  /** Where the shift is worked; absent: where the person works is not judged. */
  locationId: idSchema.optional(),
});

export const validateAssignmentSchema = z.object({
  date: isoDateSchema,
  startTime: startTimeSchema,
  duration: durationSchema,
  employeeId: idSchema,
  /** The shift being edited, whose own time must not count as a conflict; null: none. */
  skipShiftId: idSchema.nullish(),
  /** The position the shift needs; null or absent: anyone may take it. */
  positionId: idSchema.nullish(),
  /** Where the shift is worked; null or absent: where the person works is not judged. */
  locationId: idSchema.nullish(),
});

export const deleteShiftSchema = z.object({ notifyEmployees: z.boolean().optional() });

/** The Weekly Schedule's 'delete selected': at most a few months of a busy schedule at once. */
export const MAX_BULK_DELETE = 5000;
export const bulkDeleteShiftsSchema = z.object({
  shiftIds: z
    .array(idSchema, { error: 'shiftIds must be a list of shift ids' })
    .min(1, 'Select at least one shift')
    .max(MAX_BULK_DELETE, `At most ${MAX_BULK_DELETE} shifts at once`),
  notifyEmployees: z.boolean().optional(),
});

export type ShiftFields = z.infer<typeof shiftFieldsSchema>;
export type CreateShiftInput = z.infer<typeof createShiftSchema>;
export type UpdateShiftInput = z.infer<typeof updateShiftSchema>;
export type UpdateSeriesInput = z.infer<typeof updateSeriesSchema>;
export type BulkDeleteShiftsInput = z.infer<typeof bulkDeleteShiftsSchema>;
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
export type MoveAssignmentInput = z.input<typeof moveAssignmentSchema>;
