// Errors that are an operator's to fix (a bad environment, a database in use, too new or failing
// to migrate): the server and every CLI print their message alone and exit 1, without a stack.
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationFailedError, NewerDatabaseError } from './db/migrate';

export function isOperatorProblem(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof NewerDatabaseError ||
    error instanceof MigrationFailedError
  );
}
