// Registers public/service-worker.js: checks for a new version every
// minute and, once one is installed, asks before switching so nobody loses a half-filled form.
const UPDATE_CHECK_INTERVAL_MS = 60_000;

/**
 * The worker's caches of each signed-in person's reads (named by user id) and of who is signed
 * in (public/service-worker.js).
 */
export const OFFLINE_DATA_PREFIX = 'shynk-user-data-';
const SIGNED_IN_CACHE = 'shynk-signed-in';

/**
 * Sign-out: this browser stops taking the leaving person's pushes. Its push service then answers
 * the server 410 for the old subscription, which the server deletes.
 */
async function unsubscribeFromPush() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/** Sign-out: what was kept for offline use belongs to the person leaving, not the next one. */
export async function clearOfflineData() {
  await unsubscribeFromPush().catch(() => {
    // No push here, or the browser refused: nothing more this page can do about it.
  });
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_DATA_PREFIX) || name === SIGNED_IN_CACHE)
      .map((name) => caches.delete(name)),
  );
}

/** The bundles this page loaded before the worker controlled it, so they open offline too. */
function cacheLoadedBundles(registration: ServiceWorkerRegistration) {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/assets/`));
  registration.active?.postMessage({ type: 'CACHE_URLS', urls });
}

function promptToActivate(waiting: ServiceWorker) {
  if (!window.confirm('New version available! Refresh to update?')) return;
  // Reload only after the new worker has taken control, so the page loads the new assets.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  // A version declined earlier is still waiting: offer it again on this visit.
  if (registration.waiting && navigator.serviceWorker.controller) {
    promptToActivate(registration.waiting);
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install: nothing to replace, nothing to ask.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        promptToActivate(registration.waiting ?? installing);
      }
    });
  });
  setInterval(() => {
    registration.update().catch(() => {
      // Offline or the server is restarting: the next check tries again.
    });
  }, UPDATE_CHECK_INTERVAL_MS);
}

export function registerServiceWorker() {
  // In development Vite serves modules the worker knows nothing about: production builds only.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then(watchForUpdates, (error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
    void navigator.serviceWorker.ready?.then(cacheLoadedBundles);
  });
}
