// The dialog a shift card opens (switch or coverage): open while a shift is chosen, and its form
// keyed by that shift so choosing another one starts afresh.
import type { ComponentType } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { RequestableShift } from '@/lib/requestable-shift';

export interface ShiftFormProps {
  shift: RequestableShift;
  onClose: () => void;
}

interface ShiftRequestDialogProps {
  title: string;
  shift: RequestableShift | null;
  onClose: () => void;
  Form: ComponentType<ShiftFormProps>;
}

export function ShiftRequestDialog({ title, shift, onClose, Form }: ShiftRequestDialogProps) {
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && onClose()}>
      {shift && (
        <DialogContent title={title}>
          <Form key={shift.id} shift={shift} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
