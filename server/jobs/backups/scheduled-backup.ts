// The scheduled backup: one backup into DATA_DIR/backups, then all but the newest `keep` deleted.
// pg-boss hands each run to one process, so with several processes the backup lands in the
// DATA_DIR of whichever took it.
import fs from 'node:fs';
import type { Logger } from 'pino';
import { backupFileName, backupsDir, pruneBackups } from '../../backup/backup-files';
import { defaultFormat, takeBackup, type BackupSource } from '../../backup/take-backup';

export type BackupPlan = {
  /** A cron expression, in UTC. */
  schedule: string;
  keep: number;
  dataDir: string;
};

export async function runScheduledBackup(
  source: BackupSource,
  plan: Pick<BackupPlan, 'keep' | 'dataDir'>,
  logger: Logger,
  at = new Date(),
): Promise<string> {
  const format = defaultFormat(source);
  const file = backupFileName(plan.dataDir, format, at);
  fs.mkdirSync(backupsDir(plan.dataDir), { recursive: true });
  await takeBackup(source, file, format);
  const deleted = pruneBackups(backupsDir(plan.dataDir), plan.keep);
  logger.info({ file, deleted }, 'Scheduled backup written');
  return file;
}
