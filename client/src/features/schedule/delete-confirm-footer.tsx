// The bottom of the delete confirmations (one shift, a series, a selection): the notify choice,
// Cancel, and the destructive button that reads 'Deleting...' while the call runs.
import { Button } from '@/components/ui/button';

interface DeleteConfirmFooterProps {
  notifyEmployees: boolean;
  onNotifyChange: (notify: boolean) => void;
  pending: boolean;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteConfirmFooter(props: DeleteConfirmFooterProps) {
  return (
    <>
      <label className="flex items-center gap-2 text-slate-700">
        <input
          type="checkbox"
          checked={props.notifyEmployees}
          onChange={(e) => props.onNotifyChange(e.target.checked)}
        />
        Notify employees
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={props.onConfirm} disabled={props.pending}>
          {props.pending ? 'Deleting...' : props.confirmLabel}
        </Button>
      </div>
    </>
  );
}
