// Lazily loaded parts that a screen offers at once (a dialog behind a button) stay out of its first
// load, but are fetched as soon as the browser has nothing else to do: opening them is then
// instant, and the service worker has kept their code for when the phone is offline.
const FALLBACK_DELAY_MS = 2_000;

export function loadWhenIdle(load: () => Promise<unknown>) {
  const start = () => {
    load().catch(() => {
      // Offline or a new release: opening the part tries again.
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, FALLBACK_DELAY_MS);
}
