// The Request Time Off form's state and its checks, in the order the person meets them. The shared
// schema the route parses with has the last word, so the dialog and the server agree.
import type { Resolver } from 'react-hook-form';
import type { TimeOffType } from '@shared/domain/time-off';
import { createTimeOffSchema } from '@shared/validators/time-off';

export type DateMode = 'single' | 'range' | 'multiple';

export const DATE_MODES: { value: DateMode; label: string }[] = [
  { value: 'single', label: 'Single Day' },
  { value: 'range', label: 'Date Range' },
  { value: 'multiple', label: 'Multiple Days' },
];

export type TimeOffForm = {
  mode: DateMode;
  date: string;
  startDate: string;
  endDate: string;
  dates: string[];
  allDay: boolean;
  startTime: string;
  endTime: string;
  type: TimeOffType;
  reason: string;
};

export const emptyForm = (today: string): TimeOffForm => ({
  mode: 'single',
  date: today,
  startDate: today,
  endDate: today,
  dates: [],
  allDay: true,
  startTime: '09:00',
  endTime: '17:00',
  type: 'time-off',
  reason: '',
});

/** The body of POST /api/time-off-requests. */
export type TimeOffBody = {
  employeeId: number;
  type: TimeOffType;
  reason: string;
  startDate: string;
  endDate: string;
  multipleDates?: string[];
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
};

export const MESSAGES = {
  reason: 'Please provide a reason for your time off request',
  date: 'Please select a date',
  bothDates: 'Please select both start and end dates',
  startAfterEnd: 'Start date cannot be after end date',
  atLeastOne: 'Please add at least one date',
  dateToAdd: 'Please select a date to add',
  alreadyAdded: 'This date has already been added',
} as const;

/** The dates as the API takes them: start and end, plus the list for Multiple Days. */
function datesOf(form: TimeOffForm) {
  if (form.mode === 'single') return { startDate: form.date, endDate: form.date };
  if (form.mode === 'range') return { startDate: form.startDate, endDate: form.endDate };
  const dates = [...form.dates].sort();
  return { startDate: dates[0] ?? '', endDate: dates.at(-1) ?? '', multipleDates: dates };
}

/** The request body, or the first problem with the form. */
function toRequest(
  form: TimeOffForm,
  employeeId: number,
): { input: TimeOffBody } | { error: string } {
  if (!form.reason.trim()) return { error: MESSAGES.reason };
  if (form.mode === 'single' && !form.date) return { error: MESSAGES.date };
  if (form.mode === 'range') {
    if (!form.startDate || !form.endDate) return { error: MESSAGES.bothDates };
    if (form.startDate > form.endDate) return { error: MESSAGES.startAfterEnd };
  }
  if (form.mode === 'multiple' && form.dates.length === 0) return { error: MESSAGES.atLeastOne };
  const input: TimeOffBody = {
    employeeId,
    type: form.type,
    reason: form.reason.trim(),
    ...datesOf(form),
    allDay: form.allDay,
    startTime: form.allDay ? null : form.startTime,
    endTime: form.allDay ? null : form.endTime,
  };
  const parsed = createTimeOffSchema.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  return { input };
}

/** The form's react-hook-form resolver: the request body, or the first problem as the form's error. */
export const timeOffResolver =
  (employeeId: number): Resolver<TimeOffForm, unknown, TimeOffBody> =>
  async (form) => {
    const result = toRequest(form, employeeId);
    if ('error' in result)
      return { values: {}, errors: { root: { type: 'validate', message: result.error } } };
    return { values: result.input, errors: {} as Record<string, never> };
  };

/** Adds a date to the Multiple Days list, or says why not. */
export function addDate(dates: string[], date: string): { dates: string[] } | { error: string } {
  if (!date) return { error: MESSAGES.dateToAdd };
  if (dates.includes(date)) return { error: MESSAGES.alreadyAdded };
  return { dates: [...dates, date].sort() };
}
