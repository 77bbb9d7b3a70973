// Cumulative layout shift as browsers report it: layout-shift entries not caused by input, grouped
// into session windows (a gap under 1 s, at most 5 s long); the worst window counts. Watching
// starts before the page's first byte (an init script), and the value is read once the page shows
// its data, so every jump from a loading state to loaded content is in it.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: { value: number; sources: string[] };
  }
}

export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const state = { value: 0, sources: [] as string[] };
    window.__layoutShift = state;
    let window_ = 0;
    let first = 0;
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const startsNew = entry.startTime - last > 1000 || entry.startTime - first > 5000;
        if (startsNew) {
          window_ = 0;
          first = entry.startTime;
        }
        window_ += entry.value;
        last = entry.startTime;
        state.value = Math.max(state.value, window_);
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (node instanceof Element)
            state.sources.push(
              `${entry.value.toFixed(3)} <${node.tagName.toLowerCase()} class="${node.className}">`,
            );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far, and the elements that moved (for the failure message). */
export function readLayoutShift(page: Page) {
  return page.evaluate(() => window.__layoutShift ?? { value: 0, sources: [] });
}
