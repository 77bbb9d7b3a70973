// Where backups go by default and how many are kept: DATA_DIR/backups, named by the moment they
// were taken, so names sort by age.
import fs from 'node:fs';
import path from 'node:path';
import { EXTENSIONS, type BackupFormat } from './take-backup';

const PREFIX = 'shynk-';

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** e.g. DATA_DIR/backups/shynk-2026-11-28T04-30-00-000Z.pgdump */
export function backupFileName(dataDir: string, format: BackupFormat, at = new Date()): string {
  const stamp = at.toISOString().replaceAll(':', '-').replace('.', '-');
  return path.join(backupsDir(dataDir), `${PREFIX}${stamp}${EXTENSIONS[format]}`);
}

/** Deletes all but the newest `keep` backups in `dir`; returns the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter(
      (name) => name.startsWith(PREFIX) && Object.values(EXTENSIONS).some((e) => name.endsWith(e)),
    )
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
