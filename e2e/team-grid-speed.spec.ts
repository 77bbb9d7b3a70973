// Speed of the team grid in headless Chromium, reported and never asserted: 200 people by 7 days
// with 500 shifts (next week, so no other spec's shifts mix in). Prints and saves two figures,
// each beside a bare reference measured in the same page, so a busy machine weighs on both:
// - from pressing 'Team' to the first frame after the grid is drawn and answers (the week already
//   loaded, as when a manager switches modes), against drawing the same table, cells and chips
//   as plain HTML with no React, no listeners and no rules;
// - frame times while a chip is dragged across the grid, against the same pointer moves with
//   nothing dragged.
import fs from 'node:fs';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { databaseUrl } from './support/env';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

const PEOPLE = 200;
const SHIFTS = 500;

function nextMonday() {
  const today = new Date(
    `${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })}T12:00:00Z`,
  );
  today.setUTCDate(today.getUTCDate() + 7 - ((today.getUTCDay() + 6) % 7));
  return today;
}

test('team grid speed: 200 people, 7 days, 500 shifts', async ({ page }) => {
  // A measurement, not a check: run on purpose with TEAM_GRID_SPEED=1 on a quiet machine.
  test.skip(!process.env.TEAM_GRID_SPEED, 'set TEAM_GRID_SPEED=1 to measure');
  test.setTimeout(400_000);
  const manager = await createAccount('manager');
  const tag = Math.random().toString(36).slice(2, 7);
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  const { rows: people } = await db.query<{ id: number }>(
    `insert into users (organization_id, email, password, first_name, last_name, role)
     select 1, 'speed-' || $1 || '-' || n || '@e2e.test', 'not-a-hash', 'Speed', $1 || lpad(n::text, 3, '0'), 'employee'
     from generate_series(1, $2) n returning id`,
    [tag, PEOPLE],
  );
  const monday = nextMonday();
  const days = Array.from({ length: 7 }, (_, i) =>
    new Date(monday.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
  // Shift i goes to person i mod 200 on day floor(i / 200) spread over the week: nobody twice a day.
  const shifts = Array.from({ length: SHIFTS }, (_, i) => ({
    date: days[Math.floor(i / PEOPLE) * 2 + (i % 2)]!,
    employee: people[i % PEOPLE]!.id,
    start: `${String(6 + (i % 10)).padStart(2, '0')}:00`,
  }));
  await db.query(
    `with s as (
       insert into shifts (organization_id, location_id, title, date, start_time, duration, color)
       select 1, (select min(id) from locations where organization_id = 1), 'Load ' || $1, d::date,
         t::time, 360, 'teal'
       from unnest($2::text[], $3::text[]) as x(d, t) returning id, date, start_time
     ), numbered as (select id, row_number() over (order by id) n from s)
     insert into shift_assignments (organization_id, shift_id, employee_id, station_number)
     select 1, numbered.id, e.employee, 1
     from numbered join unnest($4::int[]) with ordinality as e(employee, n) on e.n = numbered.n`,
    [tag, shifts.map((s) => s.date), shifts.map((s) => s.start), shifts.map((s) => s.employee)],
  );
  await db.end();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Next week' }).click();
  await expect(
    schedule
      .getByRole('row')
      .filter({ hasText: `Load ${tag}` })
      .first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  // Load the people and time off once, as any earlier visit to the grid would.
  await schedule.getByRole('button', { name: 'Team' }).click();
  await expect(page.locator('[data-team-grid] [data-chip]').first()).toBeVisible({
    timeout: 60_000,
  });
  await schedule.getByRole('button', { name: 'List' }).click();
  await expect(page.locator('[data-team-grid]')).toHaveCount(0);

  const renderMs = await page.evaluate(async () => {
    const start = performance.now();
    const team = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Team')!;
    team.click();
    await new Promise<void>((resolve) => {
      const check = () =>
        document.querySelector('[data-team-grid] [data-chip]')
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    // The frame after the grid is on screen: by then it takes input.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return performance.now() - start;
  });
  const drawnRows = await page.locator('tr[data-person]').count();
  const rowHeaders = await page.locator('tr[data-person] th').count();

  // The bare reference: every person's row, cells and chips (from the grid's own rows of data,
  // which the page has) as one string of plain HTML, timed the same way.
  const bareRenderMs = await page.evaluate(
    async ({ people, shifts }) => {
      const host = document.createElement('div');
      document.body.append(host);
      const start = performance.now();
      const perPerson = Math.ceil(shifts / people);
      const cells = Array.from(
        { length: 7 },
        (_, d) =>
          `<td>${d < perPerson ? '<button class="chip">06:00-12:00<br>Load shift</button>' : ''}</td>`,
      ).join('');
      host.innerHTML = `<div><table style="width:100%;table-layout:fixed">${Array.from(
        { length: people },
        (_, i) => `<tr><th>Person ${i}<br>6/40 h</th>${cells}</tr>`,
      ).join('')}</table></div>`;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const ms = performance.now() - start;
      host.remove();
      return ms;
    },
    { people: PEOPLE, shifts: SHIFTS },
  );

  const chip = page
    .locator(`[data-chip]`)
    .filter({ hasText: `Load ${tag}` })
    .first();
  const from = (await chip.boundingBox())!;
  const startFrames = () =>
    page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; stop_: boolean };
      w.frames_ = [];
      w.stop_ = false;
      let last = performance.now();
      const tick = (now: number) => {
        w.frames_.push(now - last);
        last = now;
        if (!w.stop_) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  const stopFrames = () =>
    page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; stop_: boolean };
      w.stop_ = true;
      return w.frames_.slice(1);
    });
  const sweep = async () => {
    for (let step = 1; step <= 60; step++)
      await page.mouse.move(from.x + 10 + step * 2, from.y + 10 + step * 8);
  };

  // The reference first: the same pointer path over the grid, nothing dragged.
  await page.mouse.move(from.x + 10, from.y + 10);
  await startFrames();
  await sweep();
  const bareFrames = await stopFrames();

  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  await startFrames();
  await sweep();
  const frames = await stopFrames();
  await page.mouse.up();
  await page.keyboard.press('Escape');
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const p95 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.95)]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  const result = {
    people: PEOPLE,
    shifts: SHIFTS,
    // Rows in the document: the grid draws only those near the visible part of the list.
    drawnRows,
    rowHeaders,
    renderAndInteractiveMs: Math.round(renderMs),
    bareRenderMs: Math.round(bareRenderMs),
    renderRatio: round(renderMs / bareRenderMs),
    dragFrames: frames.length,
    dragMeanFrameMs: round(mean(frames)),
    dragP95FrameMs: round(p95(frames)),
    bareMeanFrameMs: round(mean(bareFrames)),
    bareP95FrameMs: round(p95(bareFrames)),
    dragFrameRatio: round(mean(frames) / mean(bareFrames)),
    loadAverage: os.loadavg().map(round),
  };
  console.log(`team grid speed ${JSON.stringify(result)}`);
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/team-grid-speed.json', JSON.stringify(result, null, 2));
  await page.screenshot({ path: 'test-results/screens/team-grid-200-1280.png' });

  // Only a window of rows is drawn: with the page scrolled to the end, the last person is there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByRole('rowheader', { name: new RegExp(`Speed ${tag}${PEOPLE}`) }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/team-grid-200-end-1280.png' });
});
