// The keyboard check every month calendar passes: Tab reaches the month once, on today, and the
// arrows move by day and by week (into the next month when the week leaves the one drawn).
import { expect, type Locator, type Page } from '@playwright/test';
import { addDaysIso } from '../../shared/domain/dates';

const focusedDay = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);

/** Presses Tab from `start` until a day of the month has focus, and returns that day. */
async function tabIntoMonth(page: Page, start: Locator) {
  await start.focus();
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    const day = await focusedDay(page);
    if (day) return day;
  }
  throw new Error('Tab never reached a day of the month');
}

export async function expectCalendarKeys(page: Page, start: Locator, today: string) {
  expect(await tabIntoMonth(page, start)).toBe(today);
  await expect(page.locator('[role="gridcell"]:focus')).toHaveAttribute('aria-current', 'date');
  // Only one day of the month is in the tab order.
  await expect(page.locator('[role="grid"] [tabindex="0"]:visible')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedDay(page)).toBe(addDaysIso(today, 1));
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedDay(page)).toBe(addDaysIso(today, 8));
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedDay(page)).toBe(addDaysIso(today, 1));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedDay(page)).toBe(today);
}
