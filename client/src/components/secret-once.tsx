// A secret the server shows once (an API token, a webhook signing secret): read-only, selectable,
// with a Copy button and the warning that it will not be shown again.
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

export function SecretOnce({ label, value }: { label: string; value: string }) {
  const { copiedText, copy } = useCopyToClipboard({ failure: 'Failed to copy' });
  return (
    <div className="space-y-2">
      <Label htmlFor="secret-once">{label}</Label>
      <div className="flex gap-2">
        <Input
          id="secret-once"
          readOnly
          value={value}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy(value)}>
          {copiedText === value ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <p className="text-sm font-medium text-amber-800">Copy it now: it will not be shown again.</p>
    </div>
  );
}
