// One backup, written to a file: pg_dump's custom format on PostgreSQL, or the portable format
// (portable-backup.ts) on the embedded database or when asked for. The file appears under its
// name only once complete, so a crash or a full disk never leaves a backup that looks whole.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { pgDumpBackup, PG_TOOLS, type PgTools } from './pg-dump';
import { portableBackupLines } from './portable-backup';

export type BackupFormat = 'pg_dump' | 'portable';

export type BackupSource = { pool: pg.Pool; embedded: boolean; databaseUrl: string | undefined };

/** pg_dump where there is a PostgreSQL server to run it against, else the portable format. */
export const defaultFormat = (source: Pick<BackupSource, 'embedded'>): BackupFormat =>
  source.embedded ? 'portable' : 'pg_dump';

export const EXTENSIONS: Record<BackupFormat, string> = {
  pg_dump: '.pgdump',
  portable: '.jsonl.gz',
};

/** The portable backup as a gzip'd stream. */
export function portableBackupStream(source: BackupSource): Readable {
  return Readable.from(
    portableBackupLines(source.pool, source.embedded ? 'embedded' : 'postgresql'),
  ).pipe(createGzip());
}

/** Writes `stream` to `file` through a temporary name, renamed once everything is on disk. */
export async function writeWhole(stream: Readable, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await pipeline(stream, fs.createWriteStream(partial));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function takeBackup(
  source: BackupSource,
  file: string,
  format: BackupFormat = defaultFormat(source),
  tools: PgTools = PG_TOOLS,
): Promise<void> {
  if (format === 'pg_dump') {
    if (source.embedded || !source.databaseUrl) {
      throw new Error(
        'pg_dump backs up PostgreSQL only; the embedded database uses the portable format.',
      );
    }
    const partial = `${file}.partial`;
    try {
      await pgDumpBackup(source.pool, source.databaseUrl, partial, tools);
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(partial, { force: true });
    }
    return;
  }
  await writeWhole(portableBackupStream(source), file);
}
