// The Add and Edit Shift forms' values, and their translation into the API's fields. Durations are
// picked as hours 0-12 and minutes 00/15/30/45 and sent as whole minutes.
import type { UseFormReturn } from 'react-hook-form';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import type { RepeatFrequency } from '@shared/domain/recurrence';
import { minutesToTime } from '@shared/domain/shift-time';
import { DEFAULT_SHIFT_COLOR, DEFAULT_SHIFT_DURATION } from '@shared/validators/shifts';
import { formatClock } from '@/lib/format-date';
import type { Shift } from './shift';

export interface ShiftFormValues {
  title: string;
  shiftType: string;
  color: string;
  /** The position's id as text; '' for any. */
  positionId: string;
  /** The location's id as text; '' while none is chosen (the only one is used then). */
  locationId: string;
  numberOfStations: string;
  employeesPerStation: string;
  date: string;
  startTime: string;
  durationHours: string;
  durationMinutes: string;
  notes: string;
  employeeIds: number[];
  notifyEmployees: boolean;
  isRepeating: boolean;
  repeatFrequency: RepeatFrequency | '';
  repeatEndDate: string;
  customDays: number[];
  useWeeklyDays: boolean;
  weeklyDays: number[];
}

export const DURATION_HOURS = Array.from({ length: 13 }, (_, hour) => String(hour));
export const DURATION_MINUTES = ['00', '15', '30', '45'];

/** Every quarter hour of the day, as 'HH:MM' values with '9:15 AM' labels. */
export const START_TIMES = Array.from({ length: 96 }, (_, i) => {
  const value = minutesToTime(i * 15);
  return { value, label: formatClock(value) };
});

export function durationParts(duration: number) {
  return {
    durationHours: String(Math.floor(duration / 60)),
    durationMinutes: String(duration % 60).padStart(2, '0'),
  };
}

/**
 * A new shift's values; its duration is the organization's default shift duration and its
 * location the one the manager's views show, if one is chosen.
 */
export function newShiftValues(
  date: string,
  notifyEmployees: boolean,
  duration: number = DEFAULT_SHIFT_DURATION,
  locationId: number | null = null,
): ShiftFormValues {
  return {
    title: '',
    shiftType: 'Standard',
    color: DEFAULT_SHIFT_COLOR,
    positionId: '',
    locationId: locationId === null ? '' : String(locationId),
    numberOfStations: '1',
    employeesPerStation: '1',
    date,
    startTime: '09:00',
    ...durationParts(duration),
    notes: '',
    employeeIds: [],
    notifyEmployees,
    isRepeating: false,
    repeatFrequency: '',
    repeatEndDate: '',
    customDays: [],
    useWeeklyDays: false,
    weeklyDays: [],
  };
}

/** An existing shift as form values; a shift without a duration is treated as 60 minutes. */
export function shiftValues(shift: Shift, notifyEmployees: boolean): ShiftFormValues {
  return {
    ...newShiftValues(shift.date, notifyEmployees),
    title: shift.title,
    shiftType: shift.shiftType,
    color: shift.color,
    positionId: shift.positionId === null ? '' : String(shift.positionId),
    locationId: String(shift.locationId),
    numberOfStations: String(shift.numberOfStations),
    employeesPerStation: String(shift.employeesPerStation),
    startTime: shift.startTime.slice(0, 5),
    ...durationParts(shift.duration || 60),
    notes: shift.notes ?? '',
    employeeIds: shift.assignedEmployees.map((employee) => employee.id),
  };
}

export const durationOf = (values: Pick<ShiftFormValues, 'durationHours' | 'durationMinutes'>) =>
  Number(values.durationHours) * 60 + Number(values.durationMinutes);

/** The shift's own fields, as the shared schemas expect them (they parse the numeric strings). */
/** The API takes JSON numbers; a blank field stays blank, so the schema says it is missing. */
const numberFrom = (field: string) => (field.trim() === '' ? field : Number(field));

export function shiftPayload(values: ShiftFormValues) {
  return {
    title: values.title,
    shiftType: values.shiftType,
    color: values.color,
    positionId: values.positionId === '' ? null : Number(values.positionId),
    locationId: values.locationId === '' ? undefined : Number(values.locationId),
    numberOfStations: numberFrom(values.numberOfStations),
    employeesPerStation: numberFrom(values.employeesPerStation),
    date: values.date,
    startTime: values.startTime,
    duration: durationOf(values),
    notes: values.notes,
    employeeIds: values.employeeIds,
    notifyEmployees: values.notifyEmployees,
  };
}

export const configurationOf = (values: ShiftFormValues) => ({
  numberOfStations: Number(values.numberOfStations),
  employeesPerStation: Number(values.employeesPerStation),
});

/** Request field -> the control that shows its error: the duration is typed as hours and minutes. */
export const SHIFT_FORM_FIELDS = { duration: 'durationHours' };

/** Fewer stations trim the chosen people to the shift's new capacity. */
export function trimToCapacity(form: UseFormReturn<ShiftFormValues, unknown, unknown>) {
  const current = form.getValues();
  const capacity = shiftCapacity(configurationOf(current));
  if (current.employeeIds.length > capacity)
    form.setValue('employeeIds', current.employeeIds.slice(0, capacity), { shouldDirty: true });
}
