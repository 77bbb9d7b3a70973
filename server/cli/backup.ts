// `npm run db:backup [-- --out FILE] [--format pg_dump|portable]`: one backup of the configured
// database. PostgreSQL: pg_dump's custom format by default. The embedded database: the portable
// format, from the running server over its operator socket when it holds the data directory,
// else by opening the directory here.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName } from '../backup/backup-files';
import { backupFromRunningServer } from '../backup/operator-socket';
import { defaultFormat, takeBackup, type BackupFormat } from '../backup/take-backup';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runCli } from './open-database';

const FORMATS: BackupFormat[] = ['pg_dump', 'portable'];

function usage(message: string): number {
  console.error(`${message}\nUsage: npm run db:backup [-- --out FILE] [--format pg_dump|portable]`);
  return 1;
}

const kilobytes = (file: string) => `${Math.ceil(fs.statSync(file).size / 1024)} kB`;

runCli(async () => {
  let values: { out?: string; format?: string };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, format: { type: 'string' } },
    }));
  } catch (error) {
    return usage((error as Error).message);
  }
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const format = (values.format ?? defaultFormat({ embedded })) as BackupFormat;
  if (!FORMATS.includes(format)) return usage(`Unknown format '${values.format}'.`);
  if (embedded && format === 'pg_dump') {
    return usage(
      'pg_dump backs up PostgreSQL (DATABASE_URL); the embedded database is backed up as portable.',
    );
  }
  const file = path.resolve(values.out ?? backupFileName(config.dataDir, format));
  fs.mkdirSync(path.dirname(file), { recursive: true });

  if (embedded && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    console.error(`There is no embedded database in ${config.dataDir} to back up.`);
    return 1;
  }
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await backupFromRunningServer(config.dataDir, file);
    console.log(
      `Backed up the embedded database in ${config.dataDir} through the running server to ${file} (${kilobytes(file)}).`,
    );
    return 0;
  }
  try {
    await takeBackup({ ...database, databaseUrl: config.databaseUrl }, file, format);
  } finally {
    await database.close();
  }
  const what = embedded
    ? `the embedded database in ${config.dataDir}`
    : 'PostgreSQL (DATABASE_URL)';
  console.log(`Backed up ${what} with ${format} to ${file} (${kilobytes(file)}).`);
  return 0;
});
