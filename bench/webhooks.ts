// Its own run (reported, never asserted): `BENCH_DATABASE_URL=postgres://… npx tsx bench/webhooks.ts`.
// Seeds the bench organization, turns its first week (500 shifts) into drafts, subscribes five
// endpoints on this machine to 'schedule.published', and starts the real job system. Then, while
// eight loops read the month (GET /api/shifts/range, 31 days) as the manager, it publishes the
// week and times commit (the publish answer) to the fifth delivery received. The same reads run
// first without a publish, as the reference the p95 is compared with. Bounded in time; stops itself.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, between, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { shifts } from '@shared/schema';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { createWebhookQueue } from '../server/features/webhooks/queue';
import { startJobs } from '../server/jobs/runner';
import { createLogger } from '../server/logger';
import { createMailer } from '../server/mail/mailer';
import { listen } from './bare-server';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { rangePath } from './reads';
import { MANAGER_EMAIL, PASSWORD, seedBenchOrganization } from './seed';
import { signIn } from './sign-in';
import { percentile } from './timing';

const ENDPOINTS = 5;
const READERS = 8;
const READ_MS = 4_000;

setTimeout(() => {
  console.error('webhooks bench: watchdog stopped the run');
  process.exit(1);
}, 180_000).unref();

async function readMonth(url: string, cookie: string, during: Promise<unknown> | null) {
  const latencies: number[] = [];
  const until = Date.now() + READ_MS;
  const loop = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all([...Array.from({ length: READERS }, loop), during]);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), n: latencies.length };
}

async function startReceivers(onReceipt: () => void) {
  return Promise.all(
    Array.from({ length: ENDPOINTS }, async () => {
      const server = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          onReceipt();
          res.end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
    }),
  );
}

const database = await openBenchDatabase();
const logger = createLogger('silent');
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-webhooks-'));
const mailer = createMailer({ outboxDir, from: 'Shynk <bench@shynk.test>', logger });
try {
  const firstDate = weekStart(todayIn(), MONDAY);
  await seedBenchOrganization(database.db, firstDate);
  const week = and(
    eq(shifts.organizationId, 1),
    between(shifts.date, firstDate, addDaysIso(firstDate, 6)),
  );
  const drafts = await database.db
    .update(shifts)
    .set({ published: false })
    .where(week)
    .returning({ id: shifts.id });

  const webhookQueue = createWebhookQueue(logger);
  const app = createBenchApp(database, logger, outboxDir, undefined, undefined, webhookQueue);
  const shynk = await listen(app);
  const jobs = await startJobs({
    ...database,
    mailer,
    appUrl: shynk.url,
    // A pair of its own: this bench sends webhooks, not pushes.
    vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@shynk.test' },
    logger,
    webhooks: { queue: webhookQueue, allowPrivate: true },
  });
  let received = 0;
  let allReceived: () => void = () => {};
  const fifth = new Promise<number>((resolve) => {
    allReceived = () => resolve(performance.now());
  });
  const receivers = await startReceivers(() => {
    received += 1;
    if (received === ENDPOINTS) allReceived();
  });
  const cookie = await signIn(shynk.url, MANAGER_EMAIL, PASSWORD);
  for (const receiver of receivers) {
    const response = await fetch(`${shynk.url}/api/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ url: receiver.url, events: ['schedule.published'] }),
    });
    if (response.status !== 201) throw new Error(`Adding an endpoint answered ${response.status}`);
  }

  const monthUrl = `${shynk.url}${rangePath(firstDate, 31)}`;
  const reference = await readMonth(monthUrl, cookie, null);
  let committedAt = 0;
  let publishMs = 0;
  const publish = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    const response = await fetch(`${shynk.url}/api/schedule/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ start: firstDate, end: addDaysIso(firstDate, 6), notify: false }),
    });
    committedAt = performance.now();
    publishMs = committedAt - started;
    if (response.status !== 200) throw new Error(`Publishing answered ${response.status}`);
  })();
  const during = await readMonth(monthUrl, cookie, publish);
  const deliveredMs =
    (await Promise.race([fifth, new Promise<number>((r) => setTimeout(() => r(NaN), 30_000))])) -
    committedAt;

  console.log(
    `Publishing ${drafts.length} draft shifts to ${ENDPOINTS} endpoints (${database.description})`,
  );
  console.log(`  publish answered in ${publishMs.toFixed(0)} ms`);
  console.log(
    `  commit -> 5th delivery received: ${deliveredMs.toFixed(0)} ms (${received} received)`,
  );
  console.log(
    `  month read p50/p95 without publish: ${reference.p50.toFixed(1)} / ${reference.p95.toFixed(1)} ms (${reference.n} reads)`,
  );
  console.log(
    `  month read p50/p95 during publish:  ${during.p50.toFixed(1)} / ${during.p95.toFixed(1)} ms (${during.n} reads)`,
  );
  console.log(`  p95 ratio during/without: ${(during.p95 / reference.p95).toFixed(2)}`);

  await jobs.stop();
  for (const receiver of receivers) receiver.server.close();
  shynk.server.closeAllConnections();
  shynk.server.close();
} finally {
  await database.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
}
