// The confirmation behind 'Publish N changes': who will hear about it, whether they should, and
// which places employees will find still open.
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { displayName } from '@shared/domain/display-name';
import type { DraftSummary } from '@shared/validators/drafts';
import { changesLabel, openPlacesLine, peopleLabel } from './draft-words';
import { usePublishDrafts, type Period } from './use-drafts';

interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  period: Period;
  summary: DraftSummary;
}

export function PublishDialog({ open, onClose, period, summary }: PublishDialogProps) {
  const publish = usePublishDrafts();
  const run = (notify: boolean) => publish.mutate({ ...period, notify }, { onSuccess: onClose });
  const { recipients } = summary;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Publish schedule"
        description={`Publish ${changesLabel(summary.changes)} in this period? Employees see them once published.`}
      >
        <div className="space-y-4 text-sm">
          {summary.openPlaces > 0 && (
            <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                {openPlacesLine(summary.openPlaces, summary.openShifts)}. Employees see them
                unfilled once published.
              </span>
            </p>
          )}
          {recipients.length === 0 ? (
            <p className="text-slate-700">
              Nobody is assigned to these shifts, so nobody will be notified.
            </p>
          ) : (
            <div>
              <p className="font-medium text-slate-900">
                {peopleLabel(recipients.length)} will be notified:
              </p>
              <ul
                aria-label="Will be notified"
                className="mt-2 max-h-48 space-y-1 overflow-y-auto text-slate-700"
              >
                {recipients.map((person) => (
                  <li key={person.id}>{displayName(person, `Employee ${person.id}`)}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="outline" disabled={publish.isPending} onClick={() => run(false)}>
              Publish without notifying
            </Button>
            {recipients.length > 0 && (
              <Button disabled={publish.isPending} onClick={() => run(true)}>
                {publish.isPending ? 'Publishing...' : 'Publish and notify'}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
