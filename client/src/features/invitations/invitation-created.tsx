// After an invitation is created: the link to share by hand, in case the email does not
// arrive, with Copy ('Copied!' for 2 seconds) and Done.
import { Check, CircleCheck, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

export function InvitationCreated({ url, email }: { url: string; email: string }) {
  const { copiedText: copiedUrl, copy } = useCopyToClipboard({
    failure: 'Failed to copy URL',
    success: 'Invitation URL copied to clipboard',
  });
  const copied = copiedUrl === url;

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Invitation Created Successfully!</p>
          <p className="mt-1 text-sm">
            An email with this link is on its way to {email}. You can also share the link yourself.
          </p>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="invitation-url">Invitation URL</Label>
        <div className="flex gap-2">
          <Input
            id="invitation-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
          />
          <Button variant="outline" onClick={() => void copy(url)} className="h-11">
            {copied ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <Copy aria-hidden className="size-4" />
            )}
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button className="w-full sm:w-auto">Done</Button>
        </DialogClose>
      </div>
    </div>
  );
}
