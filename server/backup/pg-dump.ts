// On PostgreSQL a backup is pg_dump's custom format: compressed, taken in one snapshot while the
// app keeps running, and complete (every schema, pg-boss's queue included). pg_restore reads it.
// Both tools come with PostgreSQL's client package, and pg_dump must be at least the server's
// major version; both problems are named here rather than left to a cryptic failure.
import { spawn } from 'node:child_process';
import type pg from 'pg';

export class PgToolError extends Error {}

/** The tool's command name; tests point these at stand-ins. */
export type PgTools = { pgDump: string; pgRestore: string };
export const PG_TOOLS: PgTools = { pgDump: 'pg_dump', pgRestore: 'pg_restore' };

type Run = { code: number; stdout: string; stderr: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new PgToolError(
            `${command} was not found. It comes with PostgreSQL's client tools, at the server's ` +
              'major version or newer (Debian and Ubuntu: apt-get install postgresql-client; ' +
              'macOS: brew install libpq). Install it and put it on PATH.',
          ),
        );
      } else reject(error);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * libpq reads a connection URL's password from the command line, where `ps` shows it to every
 * user of the machine; PGPASSWORD keeps it out of sight.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function majorVersion(versionOutput: string): number {
  const match = /(\d+)(?:\.\d+)?/.exec(versionOutput.replace(/^[^(]*\([^)]*\)/, ''));
  return match ? Number(match[1]) : 0;
}

/** Refuses a pg_dump older than the server: it would stop with a version mismatch anyway. */
async function checkPgDumpVersion(pool: pg.Pool, tools: PgTools): Promise<void> {
  const version = await run(tools.pgDump, ['--version']);
  const dumpMajor = majorVersion(version.stdout);
  const { rows } = await pool.query<{ v: string }>(
    "select current_setting('server_version_num') as v",
  );
  const serverMajor = Math.floor(Number(rows[0]!.v) / 10000);
  if (dumpMajor < serverMajor) {
    throw new PgToolError(
      `pg_dump is version ${dumpMajor}, older than the PostgreSQL server (${serverMajor}): ` +
        `it cannot back up a newer server. Install PostgreSQL ${serverMajor}'s client tools ` +
        `(Debian and Ubuntu: apt-get install postgresql-client-${serverMajor}) and put them first on PATH.`,
    );
  }
}

/** Writes a pg_dump custom-format backup of the database to `file`. */
export async function pgDumpBackup(
  pool: pg.Pool,
  databaseUrl: string,
  file: string,
  tools: PgTools = PG_TOOLS,
): Promise<void> {
  await checkPgDumpVersion(pool, tools);
  const { url, env } = connection(databaseUrl);
  const dump = await run(tools.pgDump, ['--format=custom', '--file', file, '--dbname', url], env);
  if (dump.code !== 0) throw new PgToolError(`pg_dump failed: ${dump.stderr.trim()}`);
}

/**
 * Restores a pg_dump custom-format backup in one transaction, owned by the restoring user (the
 * original roles need not exist here).
 */
export async function pgRestore(
  databaseUrl: string,
  file: string,
  tools: PgTools = PG_TOOLS,
): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const restore = await run(
    tools.pgRestore,
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      '--dbname',
      url,
      file,
    ],
    env,
  );
  if (restore.code !== 0) throw new PgToolError(`pg_restore failed: ${restore.stderr.trim()}`);
}

/** pg_dump's custom format starts with these bytes. */
export const PG_DUMP_MAGIC = 'PGDMP';
