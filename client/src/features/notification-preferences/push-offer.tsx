// The offer a person sees on their dashboard after signing in on a device that could take
// notifications but does not yet. Nothing asks the browser for permission until they press the
// button; 'Not now' hides the offer until they next sign in here; a browser whose notifications
// are blocked, or that already takes them, is not asked at all.
import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { readStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { browserPushSupport } from './push-support';
import { AddToHomeScreenSteps, useSubscribedHere } from './this-device';
import { useSubscribeThisDevice } from './use-push-devices';

const notificationsBlocked = () =>
  'Notification' in window && window.Notification.permission === 'denied';

export function PushOffer() {
  const support = browserPushSupport();
  const subscribe = useSubscribeThisDevice();
  const subscribed = useSubscribedHere(subscribe.data);
  const [dismissed, setDismissed] = useState(
    () => readStorage(STORAGE_KEYS.pushOfferDismissed) === '1',
  );
  if (dismissed || support === 'unsupported' || notificationsBlocked()) return null;
  if (support === 'supported' && subscribed !== false) return null;

  function notNow() {
    writeStorage(STORAGE_KEYS.pushOfferDismissed, '1');
    setDismissed(true);
  }

  return (
    <section
      aria-label="Notifications on this device"
      className="relative mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 pr-12 text-sm text-brand-900"
    >
      <button
        type="button"
        aria-label="Not now"
        className="absolute top-3 right-3 rounded-md p-1 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        onClick={notNow}
      >
        <X aria-hidden className="size-4" />
      </button>
      {support === 'add-to-home-screen' ? (
        <AddToHomeScreenSteps />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <BellRing aria-hidden className="size-5 shrink-0" />
          <p className="flex-1">
            Hear about new shifts, changes and requests on this device, even with Shynk closed.
          </p>
          <Button onClick={() => subscribe.mutate()} disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Turning on…' : 'Get notifications on this device'}
          </Button>
        </div>
      )}
    </section>
  );
}
