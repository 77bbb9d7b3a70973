// Choosing who works the shift, never more than its capacity: a pick past it is refused
// with the shared capacity message.
import { useFormContext } from 'react-hook-form';
import { capacityError, shiftCapacity } from '@shared/domain/shift-capacity';
import { Badge } from '@/components/ui/badge';
import { FieldError } from '@/components/ui/field-error';
import { employeeName } from './shift';
import { configurationOf, type ShiftFormValues } from './shift-form-values';
import type { ScheduleEmployee } from './use-schedule-employees';
import { hoursLevel, type WeeklyHours } from '@/lib/weekly-hours';
import { useWeeklyHours } from './use-weekly-hours';
import { formatHours } from '@shared/domain/hours';

const LEVEL_CLASSES = { ok: 'text-slate-500', near: 'text-amber-700', over: 'text-red-700' };

function HoursNote({ hours }: { hours: WeeklyHours | undefined }) {
  if (!hours) return null;
  const level = hoursLevel(hours);
  return (
    <span className={`flex items-center gap-1 text-xs ${LEVEL_CLASSES[level]}`}>
      {formatHours(hours.scheduledHours)}/{formatHours(hours.weeklyHoursLimit)} h
      {level === 'over' && <Badge variant="destructive">Over Limit</Badge>}
    </span>
  );
}

interface EmployeePickerProps {
  employees: ScheduleEmployee[];
  error: string | null;
  onError: (message: string | null) => void;
}

export function EmployeePicker({ employees, error, onError }: EmployeePickerProps) {
  const { watch, setValue } = useFormContext<ShiftFormValues>();
  const values = watch();
  const selected = values.employeeIds;
  const configuration = configurationOf(values);
  const weeklyHours = useWeeklyHours(values.date).data ?? [];

  const toggle = (id: number) => {
    if (selected.includes(id)) {
      onError(null);
      setValue(
        'employeeIds',
        selected.filter((other) => other !== id),
        { shouldDirty: true },
      );
      return;
    }
    const refused = capacityError(selected.length + 1, configuration);
    if (refused) return onError(refused);
    setValue('employeeIds', [...selected, id], { shouldDirty: true });
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        Assign Employees ({selected.length}/{shiftCapacity(configuration)})
      </legend>
      {employees.length === 0 ? (
        <p className="text-sm text-slate-500">No employees found</p>
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
          {employees.map((employee) => (
            <li
              key={employee.id}
              className="flex items-center gap-2 rounded px-1 hover:bg-slate-50"
            >
              <label className="flex flex-1 items-center gap-2 py-1 text-sm">
                <input
                  type="checkbox"
                  checked={selected.includes(employee.id)}
                  onChange={() => toggle(employee.id)}
                />
                {employeeName(employee)}
              </label>
              <HoursNote hours={weeklyHours.find((h) => h.employeeId === employee.id)} />
            </li>
          ))}
        </ul>
      )}
      <FieldError id="shift-assignment-error" message={error ?? undefined} />
    </fieldset>
  );
}
