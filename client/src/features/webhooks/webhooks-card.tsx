// Settings, 'Webhooks': endpoints with their events, on/off, secret rotation (the new secret is
// shown once), removal, and each one's delivery log.
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { WEBHOOK_EVENTS, type WebhookEventType } from '@shared/domain/webhook-events';
import type { WebhookEndpointView } from '@shared/validators/webhooks';
import { SecretOnce } from '@/components/secret-once';
import { SettingsCard } from '@/components/settings-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { AddWebhookDialog } from './add-webhook-dialog';
import { DeliveryLog } from './delivery-log';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSetWebhookEnabled,
  useWebhookEndpoints,
} from './use-webhooks';

const eventLabel = (type: string) => WEBHOOK_EVENTS[type as WebhookEventType] ?? type;

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointView }) {
  const [showLog, setShowLog] = useState(false);
  const setEnabled = useSetWebhookEnabled();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
          <p className="text-xs text-slate-600">{endpoint.events.map(eventLabel).join(', ')}</p>
          {endpoint.disabledReason && (
            <p className="text-xs font-medium text-red-700">
              Turned off: {endpoint.disabledReason}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Switch
            checked={endpoint.enabled}
            aria-label={`Send to ${endpoint.url}`}
            disabled={setEnabled.isPending}
            onCheckedChange={(enabled) => setEnabled.mutate({ id: endpoint.id, enabled })}
          />
          {endpoint.enabled ? 'On' : 'Off'}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(endpoint.id)}
        >
          Rotate secret
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(endpoint.id)}
        >
          Remove
        </Button>
      </div>
      <Dialog open={Boolean(rotate.data)} onOpenChange={(open) => !open && rotate.reset()}>
        {rotate.data && (
          <DialogContent
            title="New signing secret"
            description="The old secret no longer verifies deliveries."
          >
            <SecretOnce label="Signing secret" value={rotate.data.secret} />
          </DialogContent>
        )}
      </Dialog>
      {showLog && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}

export function WebhooksCard() {
  const query = useWebhookEndpoints();
  return (
    <SettingsCard
      title="Webhooks"
      description="Send schedule events to your own systems as they happen."
      icon={Webhook}
      query={query}
      action={<AddWebhookDialog />}
    >
      {(endpoints) =>
        endpoints.length === 0 ? (
          <p className="text-sm text-slate-600">No endpoints yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {endpoints.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )
      }
    </SettingsCard>
  );
}
