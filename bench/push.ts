// npm run bench:push: one publish reaching 1,000 devices of 200 people. Seeds a throwaway database
// with 200 employees, a draft shift each and five push subscriptions each on a local push service
// (server/test/push-service.ts: it decrypts every message and checks its signature, in a thread of
// its own so the app's thread does only the app's work), boots the real app with its jobs, and
// publishes. Reported, never asserted:
// - whether every device got the publish exactly once;
// - the time from the publish's answer (its commit is just before) to each push service 201, p50
//   and p95, and the last;
// - the p95 of a read (`GET /api/user`, four at a time) before the publish and while its pushes go
//   out, as the "other requests unchanged" check;
// - the process's memory before and at its highest while delivering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import webpush from 'web-push';
import { pushSubscriptions, shiftAssignments, shifts, users } from '@shared/schema';
import { hashPassword } from '../server/auth/password';
import { startJobs } from '../server/jobs/runner';
import { createLogger } from '../server/logger';
import { createMailer } from '../server/mail/mailer';
import { startTypeScriptWorker } from '../server/typescript-worker';
import { listen } from './bare-server';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { signIn } from './sign-in';
import { ensureFirstLocation } from '../server/features/locations/first-location';
import type { PushThreadData, PushThreadMessage } from './push-service-thread';
import { percentile } from './timing';

const PEOPLE = 200;
const DEVICES_EACH = 5;
const PASSWORD = 'bench-password';
const WEEK = { start: '2030-03-04', end: '2030-03-10' };
/** Published first, before any device exists: the reads during a publish without pushes. */
const WEEK_WITHOUT_DEVICES = { start: '2030-02-25', end: '2030-03-03' };

setTimeout(() => {
  console.error('bench: still running after 3 minutes, giving up');
  process.exit(1);
}, 180_000).unref();

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const database = await openBenchDatabase();
const logger = createLogger('warn');
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-push-'));
const keys = webpush.generateVAPIDKeys();
const serviceThread = startTypeScriptWorker(new URL('./push-service-thread.ts', import.meta.url), {
  workerData: { vapidPublicKey: keys.publicKey, devices: PEOPLE * DEVICES_EACH } as PushThreadData,
});
/** The push thread's next message of `type`. */
const fromService = <T extends PushThreadMessage['type']>(type: T) =>
  new Promise<Extract<PushThreadMessage, { type: T }>>((resolve, reject) => {
    const listen = (message: PushThreadMessage) => {
      if (message.type !== type) return;
      serviceThread.off('message', listen);
      resolve(message as Extract<PushThreadMessage, { type: T }>);
    };
    serviceThread.on('message', listen);
    serviceThread.once('error', reject);
  });
const { subscriptions } = await fromService('ready');
const jobs = await startJobs({
  ...database,
  mailer: createMailer({ outboxDir, from: 'Shynk <bench@shynk.test>', logger }),
  appUrl: 'http://127.0.0.1',
  vapid: { ...keys, subject: 'mailto:bench@shynk.test' },
  logger,
});
const { url, server } = await listen(
  createBenchApp(database, logger, outboxDir, undefined, jobs.push),
);

try {
  const { db } = database;
  const password = await hashPassword(PASSWORD);
  await db.insert(users).values({
    organizationId: 1,
    email: 'push-manager@bench.shynk.test',
    password,
    role: 'manager',
    firstName: 'Bench',
    lastName: 'Manager',
  });
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        organizationId: 1,
        email: `push-${i}@bench.shynk.test`,
        password,
        firstName: 'Person',
        lastName: String(i),
      })),
    )
    .returning({ id: users.id });
  const locationId = await ensureFirstLocation(db, 1);
  for (const week of [WEEK_WITHOUT_DEVICES, WEEK]) {
    const drafts = await db
      .insert(shifts)
      .values(
        people.map((_, i) => ({
          organizationId: 1,
          locationId,
          title: `Shift ${i}`,
          date: week.start,
          startTime: '09:00',
          published: false,
        })),
      )
      .returning({ id: shifts.id });
    await db.insert(shiftAssignments).values(
      drafts.map((shift, i) => ({
        organizationId: 1,
        shiftId: shift.id,
        employeeId: people[i]!.id,
        published: false,
      })),
    );
  }
  const manager = await signIn(url, 'push-manager@bench.shynk.test', PASSWORD);
  const reader = await signIn(url, 'push-0@bench.shynk.test', PASSWORD);
  const publish = (week: typeof WEEK) =>
    fetch(`${url}/api/schedule/publish`, {
      method: 'POST',
      headers: { cookie: manager, 'content-type': 'application/json' },
      body: JSON.stringify({ ...week, notify: true }),
    });

  /** `GET /api/user` four at a time until `stop()` resolves; the durations in ms. */
  async function readWhile(until: Promise<unknown>) {
    const durations: number[] = [];
    let done = false;
    void until.then(() => (done = true));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!done) {
          const started = performance.now();
          const response = await fetch(`${url}/api/user`, { headers: { cookie: reader } });
          await response.arrayBuffer();
          durations.push(performance.now() - started);
        }
      }),
    );
    return durations;
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const before = await readWhile(wait(3_000));

  // The same publish with no device to reach: what the publish itself (its emails and
  // notifications) costs the reads, against which the pushes' own cost is told apart.
  const withoutDevicesAnswer = await publish(WEEK_WITHOUT_DEVICES);
  if (!withoutDevicesAnswer.ok) throw new Error(`publish answered ${withoutDevicesAnswer.status}`);
  const withoutDevices = await readWhile(wait(1_500));
  await wait(1_000);

  await db.insert(pushSubscriptions).values(
    subscriptions.map((subscription, i) => ({
      organizationId: 1,
      userId: people[Math.floor(i / DEVICES_EACH)]!.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      browser: 'Chrome',
      platform: 'Android',
    })),
  );
  const memoryBefore = process.memoryUsage();
  let peakRss = memoryBefore.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);

  const delivered = fromService('all-delivered');
  const during = readWhile(delivered);
  const sentAt = Date.now();
  const published = await publish(WEEK);
  const answeredAt = Date.now();
  const answer = await published.text();
  if (!published.ok) throw new Error(`publish answered ${published.status}: ${answer}`);
  const duringDurations = await during;
  clearInterval(sampler);
  // Anything sent twice would arrive by the time pg-boss has nothing left.
  await jobs.push.queued();
  await wait(2_000);

  const reported = fromService('report');
  serviceThread.postMessage('report');
  const { receivedAt, errors } = await reported;
  const counts = receivedAt.map((times) => times.length);
  const latencies = receivedAt.map((times) => times[0]! - answeredAt);
  const rows: [string, string][] = [
    ['publish answer', `${published.status} ${answer} in ${answeredAt - sentAt} ms`],
    [
      'devices with exactly one push',
      `${counts.filter((c) => c === 1).length} of ${receivedAt.length} (more than one: ${counts.filter((c) => c > 1).length}, none: ${counts.filter((c) => c === 0).length})`,
    ],
    [
      'answer (commit) to push service 201',
      `first ${Math.min(...latencies)} ms, p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, last ${Math.max(...latencies)} ms`,
    ],
    [
      '`GET /api/user` p95: quiet / after a publish reaching no device / while pushing',
      [before, withoutDevices, duringDurations]
        .map((reads) => `${percentile(reads, 95).toFixed(1)} ms (${reads.length} reads)`)
        .join(' / '),
    ],
    [
      'process memory (RSS) before / highest while pushing',
      `${mb(memoryBefore.rss)} / ${mb(peakRss)}`,
    ],
    ['push service errors (decryption, signature)', String(errors)],
    ['database', database.description],
  ];
  console.log('\n| measure | value |\n| --- | --- |');
  for (const [measure, value] of rows) console.log(`| ${measure} | ${value} |`);
} finally {
  server.close();
  await jobs.stop();
  serviceThread.postMessage('close');
  await database.close();
}
process.exit(0);
