// Kiosks: the shared tablets at each location where people clock in by PIN. A new kiosk's link
// carries its token and is shown once; open it on the tablet. Revoking stops that tablet at once.
import { useLocations } from '@/lib/locations-query';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { CreateKioskDialog } from './create-kiosk-dialog';
import { useKiosks, useRevokeKiosk } from './use-kiosks';

export function KiosksSection() {
  const kiosks = useKiosks();
  const revoke = useRevokeKiosk();
  const { locations } = useLocations();
  return (
    <section aria-labelledby="kiosks-heading" className="mt-6 border-t border-slate-100 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="kiosks-heading" className="text-base font-semibold text-slate-900">
            Kiosks
          </h3>
          <p className="text-sm text-slate-600">A shared tablet where people clock in by PIN.</p>
        </div>
        <CreateKioskDialog locations={locations} />
      </div>
      {kiosks.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading kiosks...</p>
      ) : kiosks.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          Could not load kiosks: {kiosks.error.message}
        </p>
      ) : kiosks.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No kiosks yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {kiosks.data.map((kiosk) => (
            <li key={kiosk.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{kiosk.name}</p>
                <p className="text-xs text-slate-600">
                  {kiosk.locationName} · Last seen:{' '}
                  {kiosk.lastSeenAt ? formatDate(kiosk.lastSeenAt, 'MMM d, h:mm a') : 'Never'}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Revoke ${kiosk.name}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(kiosk.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
