// The confirmation behind 'Discard drafts': the period's drafts go, published shifts stay.
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { changesLabel } from './draft-words';
import { useDiscardDrafts, type Period } from './use-drafts';

interface DiscardDraftsDialogProps {
  open: boolean;
  onClose: () => void;
  period: Period;
  changes: number;
}

export function DiscardDraftsDialog({ open, onClose, period, changes }: DiscardDraftsDialogProps) {
  const discard = useDiscardDrafts();
  const confirm = () => discard.mutate(period, { onSuccess: onClose });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Discard drafts"
        description={`Discard ${changesLabel(changes)} in this period? Draft shifts are deleted and people added as drafts are taken off. Published shifts stay as they are. This cannot be undone.`}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={discard.isPending} onClick={confirm}>
            {discard.isPending ? 'Discarding...' : 'Discard drafts'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
