// Every CLI opens the database the way the server does: same config, same migrations.
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { runMigrations } from '../db/migrate';
import { isOperatorProblem } from '../operator-problem';

export type CliDatabase = Database & { config: Config };

/**
 * Opens and migrates the configured database. A bad environment or an embedded database held by
 * another process (usually the running server) is an operator's problem, not a crash: print why
 * and exit 1.
 */
export async function openCliDatabase(): Promise<CliDatabase> {
  try {
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      await runMigrations(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
    return { ...database, config };
  } catch (error) {
    if (isOperatorProblem(error)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Where the data lives, for messages: never prints DATABASE_URL, which may hold a password. */
export function describeDatabase({ embedded, config }: CliDatabase): string {
  return embedded ? `the embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
}

/**
 * Runs a CLI's main, whose result is the exit code. An operator's problem is printed as its
 * message, anything unexpected with its stack.
 */
export function runCli(main: () => Promise<number>): void {
  // exitCode, not exit(): stdout is flushed and the database closed before the process ends.
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(isOperatorProblem(error) ? error.message : error);
      process.exitCode = 1;
    },
  );
}
