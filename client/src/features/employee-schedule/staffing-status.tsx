// The assigned people of a shift, and what a future shift still lacks: 'No employees
// assigned' when nobody is on it, 'Understaffed (assigned/required)' when too few are.
import { AlertTriangle } from 'lucide-react';
import { personName, understaffing, type EmployeeShift } from './employee-shift';

export function StaffingStatus({ shift }: { shift: EmployeeShift }) {
  const gap = understaffing(shift);
  const names = shift.assignedEmployees.map(personName).join(', ');
  return (
    <>
      {names && <span>{names}</span>}
      {gap && (
        <span className="mt-1 flex items-center gap-1 text-xs font-medium text-red-700">
          <AlertTriangle aria-hidden className="size-3.5" />
          {gap.assigned === 0
            ? 'No employees assigned'
            : `Understaffed (${gap.assigned}/${gap.required})`}
        </span>
      )}
      {!names && !gap && <span className="text-slate-500 italic">No Employee</span>}
    </>
  );
}
