// Filters: employees (All Employees or chosen ones) and Show Past Shifts.
import { isPastShift } from '@shared/domain/shift-instant';
import { memo } from 'react';
import { ShowPastSwitch } from '@/components/show-past-switch';
import { employeeName, type Shift } from './shift';
import type { ScheduleEmployee } from './use-schedule-employees';

export interface ScheduleFilter {
  /** Empty means All Employees. */
  employeeIds: number[];
  showPast: boolean;
}

/** Past means before today where the shift is worked; shifts later today still show. */
export function filterShifts(shifts: Shift[], filter: ScheduleFilter): Shift[] {
  return shifts.filter(
    (shift) =>
      (filter.showPast || !isPastShift(shift)) &&
      (filter.employeeIds.length === 0 ||
        shift.assignedEmployees.some((e) => filter.employeeIds.includes(e.id))),
  );
}

interface ScheduleFiltersProps {
  filter: ScheduleFilter;
  employees: ScheduleEmployee[];
  onChange: (filter: ScheduleFilter) => void;
}

/**
 * Drawn again only when the filter or the people change: a team of hundreds is hundreds of
 * checkboxes, which stepping through weeks or months would otherwise update every time.
 */
export const ScheduleFilters = memo(function ScheduleFilters({
  filter,
  employees,
  onChange,
}: ScheduleFiltersProps) {
  const toggle = (id: number) =>
    onChange({
      ...filter,
      employeeIds: filter.employeeIds.includes(id)
        ? filter.employeeIds.filter((other) => other !== id)
        : [...filter.employeeIds, id],
    });
  const summary =
    filter.employeeIds.length === 0
      ? 'All Employees'
      : `${filter.employeeIds.length} employee${filter.employeeIds.length === 1 ? '' : 's'}`;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <details className="relative">
        <summary className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800">
          Employees: {summary}
        </summary>
        <fieldset className="absolute z-20 mt-1 max-h-64 w-60 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <legend className="sr-only">Filter by employee</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={filter.employeeIds.length === 0}
              onChange={() => onChange({ ...filter, employeeIds: [] })}
            />
            All Employees
          </label>
          {employees.map((employee) => (
            <label key={employee.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={filter.employeeIds.includes(employee.id)}
                onChange={() => toggle(employee.id)}
              />
              {employeeName(employee)}
            </label>
          ))}
        </fieldset>
      </details>
      <ShowPastSwitch
        checked={filter.showPast}
        onCheckedChange={(showPast) => onChange({ ...filter, showPast })}
      />
    </div>
  );
});
