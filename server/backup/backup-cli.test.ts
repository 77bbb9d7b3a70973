// The operator's commands as they run them: db:backup reaching a running server that holds the
// embedded database, and the tools' clear refusals.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { lockDataDir } from '../db/data-dir-lock';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { portableBackupFileLines } from './backup-file-kind';
import { serveOperatorSocket, type OperatorSocket } from './operator-socket';
import { PgToolError, pgDumpBackup } from './pg-dump';
import { restorePortableBackup } from './portable-backup';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-backup-cli-'));
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function cli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...inherited, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

describe('npm run db:backup on the embedded database', () => {
  let socket: OperatorSocket | null = null;
  let release: () => void = () => {};
  afterAll(async () => {
    await socket?.close();
    release();
  });

  // Room for starting a second Node process with tsx on a busy two-core machine.
  it(
    'asks the running server that holds DATA_DIR, which keeps serving',
    { timeout: 60_000 },
    async () => {
      // This process plays the server: it holds the data directory's lock and serves the socket.
      const dataDir = path.join(dir, 'data');
      fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      release = lockDataDir(dataDir);
      socket = await serveOperatorSocket(
        dataDir,
        { ...database, databaseUrl: undefined },
        createLogger('silent'),
      );
      const person = await createUser(database.db, { email: 'kept@backup.test' });
      const file = path.join(dir, 'through-server.jsonl.gz');

      const run = await cli('server/cli/backup.ts', ['--out', file], { DATA_DIR: dataDir });

      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/through the running server to .*through-server\.jsonl\.gz/);
      expect(run.code).toBe(0);
      // Still serving: the server's own connection answers.
      expect((await database.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
      const restored = await createTestDatabase();
      try {
        await restorePortableBackup(restored.db, portableBackupFileLines(file), { force: true });
        const users = await restored.pool.query('select email from users where id = $1', [
          person.id,
        ]);
        expect(users.rows).toEqual([{ email: 'kept@backup.test' }]);
      } finally {
        await restored.close();
      }
    },
  );
});

describe('pg_dump', () => {
  it('is named, with how to install it, when it is missing', async () => {
    const failure = await pgDumpBackup(database.pool, 'postgres://x@127.0.0.1/x', '/dev/null', {
      pgDump: 'pg_dump-not-installed',
      pgRestore: 'pg_restore',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PgToolError);
    expect((failure as Error).message).toMatch(
      /pg_dump-not-installed was not found. It comes with PostgreSQL's client tools/,
    );
  });

  it('is refused when older than the server', async () => {
    const oldDump = path.join(dir, 'old-pg_dump');
    fs.writeFileSync(oldDump, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const failure = await pgDumpBackup(database.pool, 'postgres://x@127.0.0.1/x', '/dev/null', {
      pgDump: oldDump,
      pgRestore: 'pg_restore',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PgToolError);
    expect((failure as Error).message).toMatch(
      /pg_dump is version 9, older than the PostgreSQL server \(\d+\): it cannot back up a newer server/,
    );
  });
});
