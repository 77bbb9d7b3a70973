// Locations arrive with data already there: each organization becomes its first location, named
// after it and in its time zone, and every shift and every person moves to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { servePglite, type Database } from './connection';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

const LOCATIONS_TAG = '0015_locations';

let database: Database;
let before: string;

/** The committed migrations as they stood before locations. */
function migrationsBeforeLocations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-before-locations-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_locations'));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  database = await servePglite({});
  before = migrationsBeforeLocations();
  await migrate(database.db, { migrationsFolder: before });
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

it(`${LOCATIONS_TAG} gives each organization a location holding its shifts and people`, async () => {
  const { pool } = database;
  const org = await pool.query<{ id: number }>(
    `INSERT INTO organizations (name, time_zone) VALUES ('Harbour Gym', 'Europe/London') RETURNING id`,
  );
  const orgIds = [1, org.rows[0]!.id];
  for (const orgId of orgIds) {
    await pool.query(
      `INSERT INTO users (organization_id, email, password) VALUES ($1, $2, 'x'), ($1, $3, 'x')`,
      [orgId, `a${orgId}@example.com`, `b${orgId}@example.com`],
    );
    await pool.query(
      `INSERT INTO shifts (organization_id, title, date, start_time)
       VALUES ($1, 'Open', '2030-01-07', '09:00'), ($1, 'Close', '2030-01-07', '17:00')`,
      [orgId],
    );
  }

  await runMigrations(database.db);

  const created = await pool.query(
    `SELECT organization_id, name, time_zone FROM locations ORDER BY organization_id`,
  );
  expect(created.rows).toEqual([
    { organization_id: 1, name: 'My Organization', time_zone: 'America/Chicago' },
    { organization_id: orgIds[1], name: 'Harbour Gym', time_zone: 'Europe/London' },
  ]);
  const misplacedShifts = await pool.query(
    `SELECT s.id FROM shifts s JOIN locations l ON l.id = s.location_id
     WHERE l.organization_id <> s.organization_id`,
  );
  expect(misplacedShifts.rows).toEqual([]);
  const placed = await pool.query(
    `SELECT u.organization_id, count(*)::int AS people FROM users u
     JOIN employee_locations el ON el.employee_id = u.id
     JOIN locations l ON l.id = el.location_id AND l.organization_id = u.organization_id
     GROUP BY u.organization_id ORDER BY u.organization_id`,
  );
  expect(placed.rows).toEqual(orgIds.map((id) => ({ organization_id: id, people: 2 })));
  const nullable = await pool.query(
    `SELECT is_nullable FROM information_schema.columns
     WHERE table_name = 'shifts' AND column_name = 'location_id'`,
  );
  expect(nullable.rows).toEqual([{ is_nullable: 'NO' }]);
}, 60_000);
