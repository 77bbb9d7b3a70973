// A shift as the manager's reads answer it, for the Weekly Schedule's component tests: an hour
// starting at 8 + id o'clock today, nobody on it.
import { todayIn } from '@shared/domain/dates';
import type { Shift } from './shift';

export const testShift = (id: number, title: string, overrides: Partial<Shift> = {}): Shift => ({
  id,
  title,
  shiftType: 'Standard',
  color: 'teal',
  numberOfStations: 1,
  employeesPerStation: 1,
  date: todayIn(),
  startTime: `${String(8 + id).padStart(2, '0')}:00`,
  endTime: `${String(9 + id).padStart(2, '0')}:00`,
  duration: 60,
  notes: null,
  recurringSeriesId: null,
  createdBy: null,
  published: true,
  assignments: [],
  assignedEmployees: [],
  ...overrides,
});
