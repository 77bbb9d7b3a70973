// The offer to get notifications on the device in hand. Nothing asks the browser for permission
// until the person presses the button; iPhone and iPad Safari, which push only to Home Screen
// apps, get the steps to add Shynk there instead.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserPushSupport } from './push-support';
import { useSubscribeThisDevice } from './use-push-devices';

/**
 * Whether this browser already has a subscription (reading it never prompts); undefined until
 * known, so an offer does not flash in and out.
 */
export function useSubscribedHere(refreshAfter?: unknown) {
  // Without a service worker there is no subscription to look for.
  const [subscribed, setSubscribed] = useState<boolean | undefined>(() =>
    'serviceWorker' in navigator ? undefined : false,
  );
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let current = true;
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager?.getSubscription())
      .then((subscription) => {
        if (current) setSubscribed(Boolean(subscription) && Notification.permission === 'granted');
      })
      .catch(() => {
        // Unknown: the offer stays, and taking it again is harmless (the server keeps one row).
        if (current) setSubscribed(false);
      });
    return () => {
      current = false;
    };
  }, [refreshAfter]);
  return subscribed;
}

/** The steps that bring notifications to an iPhone or iPad: Safari pushes to Home Screen apps only. */
export function AddToHomeScreenSteps() {
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      <p className="font-medium text-slate-900">Get notifications on this iPhone or iPad</p>
      <p className="mt-1">Safari sends notifications to apps on your Home Screen. To add Shynk:</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>Tap the Share button in Safari.</li>
        <li>Choose Add to Home Screen, then Add.</li>
        <li>Open Shynk from your Home Screen and come back here.</li>
      </ol>
    </div>
  );
}

export function ThisDevice() {
  const support = browserPushSupport();
  const subscribe = useSubscribeThisDevice();
  const subscribed = useSubscribedHere(subscribe.data);

  if (support === 'add-to-home-screen') return <AddToHomeScreenSteps />;
  if (support === 'unsupported') {
    return <p className="text-sm text-slate-600">This browser cannot show notifications.</p>;
  }
  if (subscribed) {
    return <p className="text-sm text-slate-700">This device gets notifications.</p>;
  }
  return (
    <Button onClick={() => subscribe.mutate()} disabled={subscribe.isPending}>
      {subscribe.isPending ? 'Turning on…' : 'Get notifications on this device'}
    </Button>
  );
}
