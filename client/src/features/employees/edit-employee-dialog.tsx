// The Edit Employee dialog: the settings form, and a Danger Zone for anyone but yourself
// (the server refuses to delete the signed-in account anyway).
import { displayName } from '@shared/domain/display-name';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DangerZone } from './danger-zone';
import { EditEmployeeForm } from './edit-employee-form';
import type { ReactNode } from 'react';
import type { Employee } from '@/lib/employees-query';

/** What the page adds to a person's profile below their settings (their preferences, their notification choices). */
export type ProfileExtra = (employee: Employee) => ReactNode;

interface EditEmployeeDialogProps {
  /** The employee being edited; null keeps the dialog closed. */
  employee: Employee | null;
  currentUserId: number | undefined;
  onClose: () => void;
  extra?: ProfileExtra;
}

export function EditEmployeeDialog({
  employee,
  currentUserId,
  onClose,
  extra,
}: EditEmployeeDialogProps) {
  const name = employee ? displayName(employee, employee.email) : '';
  return (
    <Dialog open={employee !== null} onOpenChange={(open) => !open && onClose()}>
      {employee && (
        <DialogContent title="Edit Employee" description={`${name} · ${employee.email}`}>
          {/* Keyed: another employee's dialog starts from that employee's saved values. */}
          <EditEmployeeForm key={employee.id} employee={employee} onSaved={onClose} />
          {extra?.(employee)}
          {employee.id !== currentUserId && (
            <DangerZone employeeId={employee.id} name={name} onDeleted={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
