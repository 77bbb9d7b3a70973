// One endpoint's latest deliveries: event, outcome, response code and time taken, each with
// 'Redeliver' to send its event again.
import { RotateCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useRedeliver, useWebhookDeliveries } from './use-webhooks';

const STATUS = {
  succeeded: { label: 'Delivered', variant: 'success' },
  pending: { label: 'Retrying', variant: 'warning' },
  waiting: { label: 'Pending', variant: 'neutral' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const query = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliver();
  if (query.isPending) return <Spinner label="Loading deliveries" />;
  if (query.isError)
    return (
      <div className="flex items-center gap-2 text-sm text-slate-600">
        Deliveries could not load: {query.error.message}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-800">Deliveries</h3>
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden className="size-4" /> Refresh
        </Button>
      </div>
      {query.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing sent yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">Event</th>
                <th className="py-1 pr-3 font-medium">Status</th>
                <th className="py-1 pr-3 font-medium">Response</th>
                <th className="py-1 pr-3 font-medium">Time</th>
                <th className="py-1 pr-3 font-medium">Sent</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((delivery) => {
                // Pending and never tried yet is not a retry.
                const status =
                  STATUS[
                    delivery.status === 'pending' && delivery.attempts === 0
                      ? 'waiting'
                      : delivery.status
                  ];
                return (
                  <tr key={delivery.id} className="border-t border-slate-100 align-top">
                    <td className="py-1.5 pr-3 font-mono text-xs">{delivery.eventType}</td>
                    <td className="py-1.5 pr-3">
                      <Badge variant={status.variant}>{status.label}</Badge>
                      {delivery.error && (
                        <p className="mt-1 text-xs text-slate-600">{delivery.error}</p>
                      )}
                    </td>
                    <td className="py-1.5 pr-3">{delivery.responseStatus ?? '—'}</td>
                    <td className="py-1.5 pr-3">
                      {delivery.latencyMs === null ? '—' : `${delivery.latencyMs} ms`}
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">
                      {delivery.lastAttemptAt
                        ? formatDate(delivery.lastAttemptAt, 'MMM d, HH:mm:ss')
                        : 'Not yet'}
                    </td>
                    <td className="py-1.5">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={redeliver.isPending}
                        onClick={() => redeliver.mutate({ endpointId, deliveryId: delivery.id })}
                      >
                        Redeliver
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
