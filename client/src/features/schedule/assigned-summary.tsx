// Edit Shift's main view shows who works the shift; choosing people happens in a sub-view.
import { Users } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { Button } from '@/components/ui/button';
import { employeeName } from './shift';
import { configurationOf, type ShiftFormValues } from './shift-form-values';
import type { ScheduleEmployee } from './use-schedule-employees';

interface AssignedSummaryProps {
  employees: ScheduleEmployee[];
  onChoose: () => void;
}

export function AssignedSummary({ employees, onChoose }: AssignedSummaryProps) {
  const { control } = useFormContext<ShiftFormValues>();
  const values = useWatch({ control }) as ShiftFormValues;
  const chosen = values.employeeIds
    .map((id) => employees.find((e) => e.id === id))
    .filter((e): e is ScheduleEmployee => e !== undefined);
  return (
    <section aria-label="Assigned Employees" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-700">
          Assigned Employees ({values.employeeIds.length}/{shiftCapacity(configurationOf(values))})
        </h3>
        <Button variant="outline" size="sm" onClick={onChoose}>
          <Users aria-hidden className="size-4" />
          Choose Employees
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        {chosen.length === 0 ? (
          <span className="text-slate-500 italic">No Employee</span>
        ) : (
          chosen.map(employeeName).join(', ')
        )}
      </p>
    </section>
  );
}
