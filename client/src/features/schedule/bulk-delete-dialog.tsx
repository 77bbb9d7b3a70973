// The confirm prompt behind 'Delete Selected' (bulk select mode).
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DeleteConfirmFooter } from './delete-confirm-footer';
import { deleteToasts } from './delete-toasts';
import { useBulkDeleteShifts } from './use-bulk-delete-shifts';

interface BulkDeleteDialogProps {
  shiftIds: number[];
  open: boolean;
  notifyDefault: boolean | undefined;
  onClose: () => void;
  onDeleted: () => void;
}

function BulkDeleteBody({ shiftIds, notifyDefault, onClose, onDeleted }: BulkDeleteDialogProps) {
  const [notifyEmployees, setNotify] = useState(notifyDefault ?? true);
  const remove = useBulkDeleteShifts();
  const confirm = () => remove.mutate({ shiftIds, notifyEmployees }, deleteToasts(onDeleted));
  return (
    <div className="space-y-4 text-sm">
      <DeleteConfirmFooter
        notifyEmployees={notifyEmployees}
        onNotifyChange={setNotify}
        pending={remove.isPending}
        confirmLabel="Delete Selected"
        onCancel={onClose}
        onConfirm={confirm}
      />
    </div>
  );
}

export function BulkDeleteDialog(props: BulkDeleteDialogProps) {
  const count = props.shiftIds.length;
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      {props.open && (
        <DialogContent
          title="Delete Selected Shifts"
          description={`Delete ${count} selected shift${count === 1 ? '' : 's'}? This cannot be undone.`}
        >
          <BulkDeleteBody {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}
