// Renaming a table must carry its rows over: a migration that dropped and recreated
// `employee_preferences` or `schedule_switch_requests` would lose everyone's unavailability and
// open swaps on the next start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { servePglite, type Database } from './connection';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

const RENAME_TAG = '0009_unavailability-and-swap-names';

let database: Database;
let before: string;

/** The committed migrations as they stood before the rename. */
function migrationsBeforeRename(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-before-rename-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const renameIndex = journal.entries.findIndex((entry) => entry.tag === RENAME_TAG);
  expect(renameIndex).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, renameIndex);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  database = await servePglite({});
  before = migrationsBeforeRename();
  await migrate(database.db, { migrationsFolder: before });
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

it('keeps unavailability and swap requests written under the old table names', async () => {
  const { pool } = database;
  const user = await pool.query<{ id: number }>(
    `INSERT INTO users (organization_id, email, password) VALUES (1, 'ana@example.com', 'x')
     RETURNING id`,
  );
  const employeeId = user.rows[0]!.id;
  await pool.query(
    `INSERT INTO employee_preferences (organization_id, employee_id, day_of_week, start_time, end_time, notes)
     VALUES (1, $1, 2, '09:00', '12:00', 'school run')`,
    [employeeId],
  );
  await pool.query(
    `INSERT INTO schedule_switch_requests (organization_id, requesting_employee_id, request_type, status, reason)
     VALUES (1, $1, 'cover', 'awaiting_manager', 'wedding')`,
    [employeeId],
  );

  await runMigrations(database.db);

  const unavailability = await pool.query(
    'SELECT employee_id, day_of_week, notes FROM unavailability',
  );
  expect(unavailability.rows).toEqual([
    { employee_id: employeeId, day_of_week: 2, notes: 'school run' },
  ]);
  const swaps = await pool.query('SELECT request_type, status, reason FROM swap_requests');
  expect(swaps.rows).toEqual([
    { request_type: 'cover', status: 'awaiting_manager', reason: 'wedding' },
  ]);
  const oldTables = await pool.query(
    `SELECT to_regclass('employee_preferences') AS preferences, to_regclass('schedule_switch_requests') AS switches`,
  );
  expect(oldTables.rows).toEqual([{ preferences: null, switches: null }]);
}, 60_000);
