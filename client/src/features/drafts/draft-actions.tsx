// 'Publish N changes' and 'Discard drafts' for the period on screen, shown only while it holds
// drafts, so organizations that never build as drafts see nothing new.
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { DraftSummary } from '@shared/validators/drafts';
import { Button } from '@/components/ui/button';
import { DiscardDraftsDialog } from './discard-drafts-dialog';
import { changesLabel } from './draft-words';
import { PublishDialog } from './publish-dialog';
import { useDraftSummary, type Period } from './use-drafts';

export function DraftActions({ period }: { period: Period }) {
  const { data: summary } = useDraftSummary(period);
  if (!summary || summary.changes === 0) return null;
  // Keyed by the period, and gone while there is nothing to publish: a dialog left open when
  // its drafts were published must not open again on the next period that holds some.
  return <DraftButtons key={`${period.start}/${period.end}`} period={period} summary={summary} />;
}

function DraftButtons({ period, summary }: { period: Period; summary: DraftSummary }) {
  const [dialog, setDialog] = useState<'publish' | 'discard' | null>(null);
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
