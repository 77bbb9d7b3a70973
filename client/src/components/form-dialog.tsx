// The dialogs of the time-away tabs: the form mounts only while the dialog is open, so every
// opening starts blank; it is handed the way to close the dialog. The footer puts the main action
// under the thumb on a phone.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** What the employee's time-away dialogs are given. */
export type EmployeeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employeeId: number;
  today: string;
};

export function FormDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <DialogContent title={title}>{children(() => onOpenChange(false))}</DialogContent>}
    </Dialog>
  );
}

export function FormActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  busyLabel,
  busy,
  destructive = false,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
