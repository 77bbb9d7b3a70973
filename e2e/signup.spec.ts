import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { weekLabel } from '../shared/domain/week-label';
import { waitForLink } from './support/outbox';

const LOADED = { timeout: 15_000 };
const SCREENS = 'test-results/screens';

test('a visitor starts a Sunday-first schedule, confirms by the emailed link, loads the example week and publishes it', async ({
  page,
}) => {
  test.slow();
  const email = `owner-${randomBytes(4).toString('hex')}@e2e.test`;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Start a schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Start a Schedule' })).toBeVisible(LOADED);
  await page.getByLabel('Business Name').fill('Corner Café');
  await page.getByLabel('Week Starts On').selectOption('Sunday');
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/signup-form-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create My Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/signup-sent-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(await waitForLink(email, '/verify-email/'));
  await page.getByRole('button', { name: 'Confirm My Email' }).click();
  await expect(page.getByText('Manager Dashboard')).toBeVisible(LOADED);
  await expect(page.getByText(/Confirm your email address to invite/)).toHaveCount(0);

  const offer = page.getByRole('region', { name: 'Your schedule is empty' });
  await expect(offer).toBeVisible(LOADED);
  await page.screenshot({ path: `${SCREENS}/signup-example-offer-1280.png`, fullPage: true });
  await offer.getByRole('button', { name: 'Load example week' }).click();
  const loaded = page.getByText(/draft shifts for 6 people in the week of (\d{4}-\d{2}-\d{2})/);
  await expect(loaded).toBeVisible(LOADED);
  const weekOf = (await loaded.textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];
  // The example week, and every week on screen, starts on the Sunday chosen at sign-up.
  expect(new Date(`${weekOf}T00:00:00Z`).getUTCDay()).toBe(0);
  await expect(offer).toHaveCount(0);

  await page.getByRole('tab', { name: 'Weekly Schedule' }).click();
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  // The example fills next week once most of this one has gone, by the schedule's own clock and
  // time zone, which need not be the browser's (late on a Saturday in one is Sunday in another).
  const shownWeek = schedule.getByRole('heading', { level: 3 });
  await expect(shownWeek).toBeVisible(LOADED);
  if ((await shownWeek.textContent()) !== weekLabel(weekOf))
    await schedule.getByRole('button', { name: 'Next week' }).click();
  const publish = schedule.getByRole('button', { name: /^Publish \d+ changes$/ });
  await expect(publish).toBeVisible(LOADED);
  await expect(schedule.getByText('Barista').first()).toBeVisible();
  await expect(schedule.getByRole('heading', { name: weekLabel(weekOf) })).toBeVisible();
  await publish.click();
  const confirm = page.getByRole('dialog', { name: 'Publish schedule' });
  await confirm.getByRole('button', { name: 'Publish and notify' }).click();
  await expect(page.getByText('Schedule published')).toBeVisible(LOADED);
  await expect(page.getByText(/6 people notified/)).toBeVisible();
  await expect(publish).toBeHidden();
  await page.screenshot({ path: `${SCREENS}/signup-published-1280.png`, fullPage: true });
});
