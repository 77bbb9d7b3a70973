// `npm run db:restore -- FILE [--force]`: restores a backup into the configured database, which
// must be empty (a new PostgreSQL database, or a DATA_DIR without a database) unless --force says
// to replace what is there. A pg_dump backup goes back into PostgreSQL through pg_restore; a
// portable one into either database, which is how data moves between them.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileKind, portableBackupFileLines } from '../backup/backup-file-kind';
import { pgRestore } from '../backup/pg-dump';
import { restorePortableBackup } from '../backup/portable-backup';
import { refuseNonEmpty, wipeDatabase } from '../backup/target';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { runMigrations } from '../db/migrate';
import { runCli } from './open-database';

function usage(message: string): number {
  console.error(`${message}\nUsage: npm run db:restore -- FILE [--force]`);
  return 1;
}

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (error) {
    return usage((error as Error).message);
  }
  const [given, ...extra] = parsed.positionals;
  if (!given || extra.length > 0) return usage('Name one backup file.');
  const file = path.resolve(given);
  if (!fs.existsSync(file)) return usage(`${file} does not exist.`);
  const force = parsed.values.force ?? false;
  const config = loadConfig();
  const kind = backupFileKind(file);
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;

  if (kind === 'pg_dump') {
    if (!config.databaseUrl) {
      console.error(
        `${file} is a pg_dump backup, which restores into PostgreSQL only: set DATABASE_URL. ` +
          'To move PostgreSQL data into the embedded database, make a portable backup there ' +
          '(npm run db:backup -- --format portable) and restore that.',
      );
      return 1;
    }
    const database = await openDatabase(config);
    try {
      await refuseNonEmpty(database.db, force);
      if (force) await wipeDatabase(database.db);
    } finally {
      await database.close();
    }
    await pgRestore(config.databaseUrl, file);
  } else {
    const database = await openDatabase(config);
    try {
      const summary = await restorePortableBackup(database.db, portableBackupFileLines(file), {
        force,
      });
      console.log(
        `Restored ${summary.rows} rows in ${summary.tables} tables, backed up from ` +
          `${summary.header.source} at ${summary.header.createdAt}.`,
      );
    } finally {
      await database.close();
    }
  }
  // A backup from an older build is brought up to this one, as the server would at start.
  const database = await openDatabase(config);
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  console.log(`Restored ${file} into ${where}.`);
  return 0;
});
