// 'Share Your Schedule': none -> generated -> regenerated (the old link stops
// working) -> disabled. The link copies with 'Copied!' for 2 seconds; the calendar feed is the
// same link for calendar apps.
import { Check, Copy, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { useShareLink, useShareLinkAction, type ShareAction } from './use-share-link';

interface ShareScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  const { copiedText, copy } = useCopyToClipboard({ failure: 'Failed to copy link' });
  const copied = copiedText === value;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <Button variant="outline" className="h-11" onClick={() => void copy(value)}>
          {copied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied ? 'Copied!' : 'Copy'}
          <span className="sr-only"> {label}</span>
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export function ShareScheduleDialog({ open, onOpenChange }: ShareScheduleDialogProps) {
  const link = useShareLink(open);
  const action = useShareLinkAction();
  const busy = (which: ShareAction) => action.isPending && action.variables === which;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share Your Schedule"
        description="Anyone with the link can view your shifts without signing in."
      >
        {link.isPending ? (
          <Spinner label="Loading share link" className="w-full justify-center py-6" />
        ) : link.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {link.error.message}
          </p>
        ) : link.data.shareUrl ? (
          <div className="space-y-4">
            <CopyField label="Share link" value={link.data.shareUrl} />
            {link.data.calendarUrl && (
              <CopyField
                label="Calendar feed"
                value={link.data.calendarUrl}
                hint="Subscribe in your calendar app"
              />
            )}
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                disabled={action.isPending}
                onClick={() => action.mutate('regenerate')}
              >
                <RefreshCw aria-hidden className="size-4" />
                {busy('regenerate') ? 'Regenerating...' : 'Regenerate Link'}
              </Button>
              <Button
                variant="outline"
                className="text-red-700"
                disabled={action.isPending}
                onClick={() => action.mutate('disable')}
              >
                <Unlink aria-hidden className="size-4" />
                {busy('disable') ? 'Disabling...' : 'Disable Link'}
              </Button>
            </div>
            <p className="text-xs text-slate-500">
              Regenerating makes a new link; the old one stops working at once.
            </p>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">You have no share link yet.</p>
            <Button
              className="w-full sm:w-auto"
              disabled={action.isPending}
              onClick={() => action.mutate('generate')}
            >
              <Link2 aria-hidden className="size-4" />
              {busy('generate') ? 'Generating...' : 'Generate Link'}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
