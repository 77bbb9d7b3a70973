import { expect, test } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import * as schema from '../shared/schema';
import { employeeIdOf, postShift } from './support/shifts';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization, e2eDatabase } from './support/users';

const SCREENS = 'test-results/screens';
// Four accounts and a solve: more than the default on a busy machine.
test.setTimeout(120_000);

test('the fill puts only qualified people on a position shift and shows liked and avoided time', async ({
  page,
}) => {
  const db = e2eDatabase();
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const ann = await createAccount('employee', { firstName: 'Ann' }, organizationId);
  const ben = await createAccount('employee', { firstName: 'Ben' }, organizationId);
  const tag = ann.lastName.slice(-4);
  const monday = addDaysIso(weekStart(todayIn(), MONDAY), 21);
  const thursday = addDaysIso(monday, 3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const annId = await employeeIdOf(page.request, ann);
  const benId = await employeeIdOf(page.request, ben);
  // Only Ann is a Barista; she would rather avoid Thursday evenings, and Ben likes Monday mornings.
  const [barista] = await db
    .insert(schema.positions)
    .values({ organizationId, name: 'Barista' })
    .returning();
  await db
    .insert(schema.employeePositions)
    .values({ organizationId, employeeId: annId, positionId: barista!.id });
  await db.insert(schema.preferences).values([
    {
      organizationId,
      employeeId: annId,
      dayOfWeek: 4,
      startTime: '17:00',
      endTime: '23:00',
      kind: 'avoid',
    },
    {
      organizationId,
      employeeId: benId,
      dayOfWeek: 1,
      startTime: '08:00',
      endTime: '12:00',
      kind: 'like',
    },
  ]);
  const coffee = `Coffee ${tag}`;
  const prep = `Prep ${tag}`;
  await postShift(page.request, {
    title: coffee,
    date: thursday,
    startTime: '18:00',
    duration: 240,
  });
  await postShift(page.request, { title: prep, date: monday, startTime: '09:00', duration: 180 });
  await db
    .update(schema.shifts)
    .set({ positionId: barista!.id })
    .where(
      and(eq(schema.shifts.organizationId, organizationId), inArray(schema.shifts.title, [coffee])),
    );

  // The shifts came through the API after the page loaded: a reload reads the open places again.
  await page.reload();
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  for (let i = 0; i < 3; i++) await schedule.getByRole('button', { name: 'Next week' }).click();
  await schedule.getByRole('button', { name: 'Unleash the Shynk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unleash the Shynk' });
  await dialog.getByLabel('From', { exact: true }).fill(monday);
  await dialog.getByLabel('To', { exact: true }).fill(addDaysIso(monday, 6));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    dialog.getByText(/Fills 2 of 2 open slots — the most any schedule can fill/),
  ).toBeVisible({ timeout: 30_000 });

  // The Barista shift goes to Ann, the only Barista; Ben gets the Monday morning he likes.
  const dayOf = (date: string) =>
    dialog.getByRole('region', {
      name: new RegExp(
        new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
          weekday: 'long',
          timeZone: 'UTC',
        }),
      ),
    });
  await expect(dayOf(thursday).locator('mark')).toHaveText(`Ann ${ann.lastName} (new)`);
  await expect(dayOf(monday).locator('mark')).toHaveText(`Ben ${ben.lastName} (new)`);

  const levels = dialog.getByRole('region', { name: 'How good this fill is' });
  await expect(levels.getByRole('row', { name: /Places filled/ })).toContainText('optimal');
  const people = dialog.getByRole('region', { name: 'Hours and preferences per person' });
  await expect(people).toContainText('Liked 3 h · avoided 0 h');
  await expect(people).toContainText('Liked 0 h · avoided 4 h');
  await expect(people).toContainText('Thu evening avoided: only qualified Barista free');
  await dialog.getByRole('heading', { name: 'How good this fill is' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/unleash-levels-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await people.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/unleash-levels-390.png` });
});
