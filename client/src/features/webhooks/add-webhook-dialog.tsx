// 'Add endpoint': a URL and the events to send; then the signing secret, shown once.
import { useState, type FormEvent } from 'react';
import type { WebhookEventType } from '@shared/domain/webhook-events';
import { SecretOnce } from '@/components/secret-once';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EventPicker } from './event-picker';
import { useAddWebhook } from './use-webhooks';

export function AddWebhookDialog() {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['schedule.published']);
  const add = useAddWebhook();

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setUrl('');
      setEvents(['schedule.published']);
      add.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ url, events });
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button>Add endpoint</Button>
      </DialogTrigger>
      <DialogContent
        title="Add webhook endpoint"
        description="Shynk posts each chosen event to this address, signed with its secret."
      >
        {add.data ? (
          <div className="space-y-4">
            <SecretOnce label="Signing secret" value={add.data.secret} />
            <Button onClick={() => reset(false)}>Done</Button>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="webhook-url">URL</Label>
              <Input
                id="webhook-url"
                type="url"
                required
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                placeholder="https://example.com/shynk-events"
              />
              <p className="text-xs text-slate-600">
                https://, or http:// to localhost while developing.
              </p>
            </div>
            <EventPicker value={events} onChange={setEvents} />
            <Button type="submit" disabled={add.isPending || events.length === 0}>
              {add.isPending ? 'Adding…' : 'Add endpoint'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
