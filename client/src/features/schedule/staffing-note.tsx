// Assigned people, or 'No Employee', and the understaffed warning from the shared rule.
import { AlertTriangle } from 'lucide-react';
import { isUnderstaffed } from '@shared/domain/shift-capacity';
import { employeeName, staffing, type Shift } from './shift';

export function AssignedNames({ shift }: { shift: Shift }) {
  if (shift.assignedEmployees.length === 0)
    return <span className="text-slate-500 italic">No Employee</span>;
  return <span>{shift.assignedEmployees.map(employeeName).join(', ')}</span>;
}

export function UnderstaffedWarning({ shift }: { shift: Shift }) {
  const { assigned, required } = staffing(shift);
  if (!isUnderstaffed(assigned, shift)) return null;
  return (
    <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-700">
      <AlertTriangle aria-hidden className="size-3.5" />
      Understaffed ({assigned}/{required})
    </span>
  );
}
