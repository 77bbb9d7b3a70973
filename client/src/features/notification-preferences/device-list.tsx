// The devices that take the person's pushes, each removable.
import { format } from 'date-fns';
import { ListStates } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { usePushDevices, useRemoveDevice } from './use-push-devices';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

export function DeviceList() {
  const devices = usePushDevices();
  const remove = useRemoveDevice();
  return (
    <ListStates query={devices} label="devices" empty="No device gets notifications yet.">
      {(rows) => (
        <ul className="divide-y divide-slate-100" aria-label="Devices">
          {rows.map((device) => {
            const name = `${device.browser} on ${device.platform}`;
            return (
              <li key={device.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="text-slate-500">
                    Added {when(device.createdAt)}
                    {' · '}
                    {device.lastSuccessAt
                      ? `last notified ${when(device.lastSuccessAt)}`
                      : 'not notified yet'}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  disabled={remove.isPending && remove.variables === device.id}
                  onClick={() => remove.mutate(device.id)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </ListStates>
  );
}
