// A page that fits its viewport never scrolls sideways (layouts are designed for a phone first).
import { expect, type Page } from '@playwright/test';

export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
