// Scheduled backups: pg-boss holds the schedule the operator set, each run writes a whole backup
// of the database's kind, and only the newest BACKUP_KEEP stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { backupFileKind } from '../../backup/backup-file-kind';
import { backupsDir } from '../../backup/backup-files';
import { createLogger } from '../../logger';
import { TEST_CONFIG, TEST_VAPID_KEYS, useTestApp } from '../../test/app';

const jobBasics = { appUrl: TEST_CONFIG.appUrl, vapid: TEST_VAPID_KEYS };
import { startJobs } from '../runner';
import { runScheduledBackup } from './scheduled-backup';

const ctx = useTestApp();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-scheduled-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const logger = createLogger('silent');
const databaseUrl = () =>
  ctx.embedded ? undefined : (ctx.pool.options as { connectionString: string }).connectionString;

const schedules = async () =>
  (await ctx.pool.query(`select name, cron from pgboss.schedule where name = 'database-backup'`))
    .rows;

it('is scheduled when BACKUP_SCHEDULE is set, and unscheduled when it is not', async () => {
  const plan = { schedule: '30 2 * * *', keep: 7, dataDir, databaseUrl: databaseUrl() };
  const jobs = await startJobs({ ...ctx, ...jobBasics, logger, backups: plan });
  await jobs.stop();
  expect(await schedules()).toEqual([{ name: 'database-backup', cron: '30 2 * * *' }]);

  const without = await startJobs({ ...ctx, ...jobBasics, logger, backups: null });
  await without.stop();
  expect(await schedules()).toEqual([]);
});

it('writes a backup of the database kind into DATA_DIR/backups and keeps the newest N', async () => {
  const source = { pool: ctx.pool, embedded: ctx.embedded, databaseUrl: databaseUrl() };
  const written: string[] = [];
  for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) {
    written.push(
      await runScheduledBackup(source, { keep: 2, dataDir }, logger, new Date(`${day}T02:30:00Z`)),
    );
  }
  const kept = fs.readdirSync(backupsDir(dataDir)).sort();
  expect(kept).toEqual(written.slice(1).map((file) => path.basename(file)));
  expect(kept[0]).toMatch(/^shynk-2026-11-02T02-30-00-000Z\.(pgdump|jsonl\.gz)$/);
  for (const file of written.slice(1)) {
    expect(backupFileKind(file)).toBe(ctx.embedded ? 'portable' : 'pg_dump');
  }
});
