// Errors that are an operator's to fix (a bad environment, a database in use, too new or failing
// to migrate, a missing tool, a backup that cannot be restored here): the server and every CLI
// print their message alone and exit 1, without a stack.
import { BackupFileError } from './backup/portable-backup';
import { NoServerSocketError } from './backup/operator-socket';
import { PgToolError } from './backup/pg-dump';
import { NotEmptyError } from './backup/target';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationFailedError, NewerDatabaseError } from './db/migrate';

const OPERATOR_PROBLEMS = [
  ConfigError,
  DataDirLockedError,
  NewerDatabaseError,
  MigrationFailedError,
  PgToolError,
  NoServerSocketError,
  NotEmptyError,
  BackupFileError,
];

export function isOperatorProblem(error: unknown): error is Error {
  return OPERATOR_PROBLEMS.some((kind) => error instanceof kind);
}
