// Which kind of backup a file is, from its first bytes rather than its name.
import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { BackupFormat } from './take-backup';
import { PG_DUMP_MAGIC } from './pg-dump';
import { BackupFileError } from './portable-backup';

export function backupFileKind(file: string): BackupFormat {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === PG_DUMP_MAGIC) return 'pg_dump';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'portable';
  throw new BackupFileError(`${file} is not a Shynk backup (neither pg_dump nor portable).`);
}

/** A portable backup's lines, unzipped as they are read; a damaged file fails with its reason. */
export async function* portableBackupFileLines(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let failure: Error | undefined;
  input.once('error', (error) => {
    failure = error;
    lines.close();
  });
  for await (const line of lines) yield line;
  if (failure) throw new BackupFileError(`${file} is damaged: ${failure.message}`);
}
