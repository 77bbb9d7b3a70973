// Delete Shift: this shift, or for a shift of a series the whole series.
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DeleteConfirmFooter } from './delete-confirm-footer';
import { deleteToasts } from './delete-toasts';
import { formatShiftDate, formatShiftTime, type Shift } from './shift';
import { useDeleteShift } from './use-shift-mutations';

interface DeleteShiftDialogProps {
  shift: Shift | null;
  onClose: () => void;
  notifyDefault: boolean | undefined;
}

function DeleteShiftBody({
  shift,
  onClose,
  notifyDefault,
}: DeleteShiftDialogProps & { shift: Shift }) {
  const [series, setSeries] = useState(false);
  const [notifyEmployees, setNotify] = useState(notifyDefault ?? true);
  const remove = useDeleteShift();
  const confirm = () =>
    remove.mutate({ shiftId: shift.id, series, notifyEmployees }, deleteToasts(onClose));
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-700">
        {shift.title} · {formatShiftDate(shift.date)} · {formatShiftTime(shift)}
      </p>
      {shift.recurringSeriesId && (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-700">This shift is part of a series</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="delete-scope"
              checked={!series}
              onChange={() => setSeries(false)}
            />
            Only this shift
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="delete-scope"
              checked={series}
              onChange={() => setSeries(true)}
            />
            The whole series
          </label>
        </fieldset>
      )}
      <DeleteConfirmFooter
        notifyEmployees={notifyEmployees}
        onNotifyChange={setNotify}
        pending={remove.isPending}
        confirmLabel={series ? 'Delete Series' : 'Delete Shift'}
        onCancel={onClose}
        onConfirm={confirm}
      />
    </div>
  );
}

export function DeleteShiftDialog(props: DeleteShiftDialogProps) {
  const { shift, onClose } = props;
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && onClose()}>
      {shift && (
        <DialogContent title="Delete Shift">
          <DeleteShiftBody key={shift.id} {...props} shift={shift} />
        </DialogContent>
      )}
    </Dialog>
  );
}
