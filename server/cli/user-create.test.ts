// The real command, as an operator runs it: `npm run user:create` in a child process.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminUrl } from '../db/test-global-setup';

const ROOT = path.resolve(import.meta.dirname, '../..');
const testDatabase = inject('testDatabase');
// The PostgreSQL server the suite runs on, when it runs on one.
const serverUrl = testDatabase.kind === 'postgres' ? testDatabase.url : undefined;
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-cli-'));
// Each run gets its own DATA_DIR: the config writes a session secret there.
const freshDataDir = () => fs.mkdtempSync(path.join(tempRoot, 'data-'));
// A database of its own, empty: the CLI must migrate it itself.
const databaseName = `shynk_cli_${randomBytes(4).toString('hex')}`;

type Run = { code: number; stdout: string; stderr: string };

function userCreate(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'user:create', '--', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: freshDataDir(), ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (serverUrl) await admin(`CREATE DATABASE ${databaseName}`);
});
afterAll(async () => {
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

describe('npm run user:create', () => {
  it.skipIf(!serverUrl)(
    'creates a manager, then refuses the same email in another case',
    async () => {
      const env = { DATABASE_URL: adminUrl(serverUrl!, databaseName) };
      const args = ['--password', 'secret1', '--role', 'manager', '--first-name', 'Casey'];
      const created = await userCreate(['--email', 'cli.manager@example.com', ...args], env);
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout.trim()).toMatch(
        /^Created manager cli\.manager@example\.com \(id \d+\)$/,
      );

      const again = await userCreate(['--email', 'CLI.Manager@example.com', ...args], env);
      expect(again.code).toBe(1);
      expect(again.stdout).toBe('');
      expect(again.stderr).toContain(
        'A user with the email cli.manager@example.com already exists',
      );

      // New people get the organization's defaults, unless the flags say otherwise.
      const database = new pg.Client({ connectionString: env.DATABASE_URL });
      await database.connect();
      try {
        await database.query(
          `insert into organization_settings (organization_id, default_weekly_hours, default_employee_type)
           values (1, 30, 'salaried')`,
        );
        const employee = ['--password', 'secret1', '--role', 'employee'];
        const plain = await userCreate(['--email', 'cli.plain@example.com', ...employee], env);
        expect(plain.code, plain.stderr).toBe(0);
        const flags = ['--weekly-hours', '20.5', '--employee-type', 'hourly'];
        const given = await userCreate(
          ['--email', 'cli.given@example.com', ...employee, ...flags],
          env,
        );
        expect(given.code, given.stderr).toBe(0);
        const { rows } = await database.query(
          `select email, weekly_hours_limit::float as hours, employee_type as type from users
           where email like 'cli.%' and role = 'employee' order by email`,
        );
        expect(rows).toEqual([
          { email: 'cli.given@example.com', hours: 20.5, type: 'hourly' },
          { email: 'cli.plain@example.com', hours: 30, type: 'salaried' },
        ]);
      } finally {
        await database.end();
      }
    },
    60_000,
  );

  it('exits 2 listing what is wrong, with the usage, before opening any database', async () => {
    const dataDir = freshDataDir();
    const args = ['--email', 'nope', '--password', '12345', '--weekly-hours', 'lots'];
    const run = await userCreate(args, { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--email: Please enter a valid email address');
    expect(run.stderr).toContain('--password: Password must be at least 6 characters long');
    expect(run.stderr).toContain('--role: Role is required');
    expect(run.stderr).toContain('--weekly-hours: Weekly hours must be a number');
    expect(run.stderr).toContain('Usage: npm run user:create -- --email E --password P');
    // Nothing was created in DATA_DIR: no embedded database, no lock.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
