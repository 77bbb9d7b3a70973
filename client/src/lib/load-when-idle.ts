// Lazily loaded parts that a screen offers at once (a dialog behind a button) stay out of its first
// load, but are fetched once the browser has nothing else to do: opening them is then instant, and
// the service worker has kept their code for when the phone is offline.
//
// While a screen loads on a slow network the browser is idle between its own downloads, so the
// first idle moment comes before the screen's code and data have arrived: fetching and running
// these parts then delays what the person came to see. They wait for the load to settle first.
const SETTLE_MS = 3_000;

/** Schedules `load`; the function returned cancels it (a screen left before it ran). */
export function loadWhenIdle(load: () => Promise<unknown>): () => void {
  let idle: number | undefined;
  const start = () => {
    load().catch(() => {
      // Offline or a new release: opening the part tries again.
    });
  };
  const settled = setTimeout(() => {
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(start, { timeout: 5_000 });
    else start();
  }, SETTLE_MS);
  return () => {
    clearTimeout(settled);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
