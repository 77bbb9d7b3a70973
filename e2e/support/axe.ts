// axe-core on the page as it is now: no serious or critical violation of WCAG 2.x A/AA. Lesser
// findings (best practices, minor) are reported by axe but do not fail the run.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** `within` limits the check to the elements it selects (a dialog over a screen already checked). */
export async function expectNoSeriousViolations(page: Page, screen: string, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    // axe.run in the page itself. The default runs axe per frame and then merges the results
    // in a new blank tab with a second copy of axe, which took three to four times as long per
    // check; Shynk's pages have no frames, so both ways check the same nodes with the same rules.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    );
  expect(blocking, `axe on ${screen}`).toEqual([]);
}
