// The Edit Employee dialog: the settings form, and a Danger Zone for anyone but yourself
// (the server refuses to delete the signed-in account anyway).
import type { ReactNode } from 'react';
import { displayName } from '@shared/domain/display-name';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DangerZone } from './danger-zone';
import { EditEmployeeForm } from './edit-employee-form';
import type { Employee } from '@/lib/employees-query';

interface EditEmployeeDialogProps {
  /** The employee being edited; null keeps the dialog closed. */
  employee: Employee | null;
  currentUserId: number | undefined;
  onClose: () => void;
  /** What the dashboard shows of the person from other features (their notification preferences). */
  about?: (employeeId: number) => ReactNode;
}

export function EditEmployeeDialog({
  employee,
  currentUserId,
  onClose,
  about,
}: EditEmployeeDialogProps) {
  const name = employee ? displayName(employee, employee.email) : '';
  return (
    <Dialog open={employee !== null} onOpenChange={(open) => !open && onClose()}>
      {employee && (
        <DialogContent title="Edit Employee" description={`${name} · ${employee.email}`}>
          {/* Keyed: another employee's dialog starts from that employee's saved values. */}
          <EditEmployeeForm key={employee.id} employee={employee} onSaved={onClose} />
          {about?.(employee.id)}
          {employee.id !== currentUserId && (
            <DangerZone employeeId={employee.id} name={name} onDeleted={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
