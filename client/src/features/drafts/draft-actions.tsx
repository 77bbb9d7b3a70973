// 'Publish N changes' and 'Discard drafts' for the period on screen, shown only while it holds
// drafts, so organizations that never build as drafts see nothing new.
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DiscardDraftsDialog } from './discard-drafts-dialog';
import { changesLabel } from './draft-words';
import { PublishDialog } from './publish-dialog';
import { useDraftSummary, type Period } from './use-drafts';

export function DraftActions({ period }: { period: Period }) {
  const { data: summary } = useDraftSummary(period);
  const [dialog, setDialog] = useState<'publish' | 'discard' | null>(null);
  if (!summary || summary.changes === 0) return null;
  const close = () => setDialog(null);
  return (
    <>
      <Button variant="outline" className="text-red-700" onClick={() => setDialog('discard')}>
        Discard drafts
      </Button>
      <Button onClick={() => setDialog('publish')}>
        <Send aria-hidden className="size-4" />
        Publish {changesLabel(summary.changes)}
      </Button>
      <PublishDialog
        open={dialog === 'publish'}
        onClose={close}
        period={period}
        summary={summary}
      />
      <DiscardDraftsDialog
        open={dialog === 'discard'}
        onClose={close}
        period={period}
        changes={summary.changes}
      />
    </>
  );
}
