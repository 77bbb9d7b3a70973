import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso } from '@shared/domain/dates';
import { verifyPassword } from '../auth/password';
import type { Database } from '../db/connection';
import { createTestDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { DEMO_PASSWORD } from './seed-catalog';
import { generateSeedData } from './seed-data';
import { seedDemoOrganization, type SeedResult } from './seed-demo';

let database: Database;
let result: SeedResult;
beforeAll(async () => {
  database = await createTestDatabase();
  result = await seedDemoOrganization(database.db);
});
afterAll(() => database.close());

const rows = async <T extends object>(sql: string) => (await database.pool.query<T>(sql)).rows;

describe('seedDemoOrganization', () => {
  it('creates 2 managers and 25 employees in the renamed organization 1', async () => {
    expect(result.status).toBe('seeded');
    const counts = await rows<{ role: string; n: number }>(
      `select role, count(*)::int as n from users where organization_id = 1 group by role order by role`,
    );
    expect(counts).toEqual([
      { role: 'manager', n: 2 },
      { role: 'employee', n: 25 },
    ]);
    const [org] = await rows<{ name: string }>('select name from organizations where id = 1');
    expect(org?.name).toBe('Riverside Fitness');
    const [manager] = await rows<{ password: string }>(
      `select password from users where email = '${result.people[0]!.email}'`,
    );
    expect(await verifyPassword(DEMO_PASSWORD, manager!.password)).toBe(true);
  });

  it('schedules shifts in each of the 3 weeks before and the 3 weeks from the current Monday', async () => {
    if (result.status !== 'seeded') throw new Error('not seeded');
    const monday = result.currentMonday;
    const weeks = await rows<{ week: string; n: number }>(
      `select to_char(date_trunc('week', date), 'YYYY-MM-DD') as week, count(*)::int as n
       from shifts group by 1 order by 1`,
    );
    const expected = [-3, -2, -1, 0, 1, 2].map((w) => addDaysIso(monday, 7 * w));
    expect(weeks.map((w) => w.week)).toEqual(expected);
    expect(weeks.every((w) => w.n > 0)).toBe(true);
  });

  it('never assigns more employees than a shift takes, and leaves some shifts short', async () => {
    const staffing = await rows<{ capacity: number; assigned: number }>(
      `select case when s.number_of_stations = 0 then 1
                   else s.number_of_stations * s.employees_per_station end as capacity,
              count(a.id)::int as assigned
       from shifts s left join shift_assignments a on a.shift_id = s.id group by s.id`,
    );
    expect(staffing.filter((s) => s.assigned > s.capacity)).toEqual([]);
    expect(staffing.some((s) => s.assigned < s.capacity)).toBe(true);
    expect(staffing.filter((s) => s.assigned === s.capacity).length).toBeGreaterThan(
      staffing.length / 2,
    );
  });

  it('never books an employee into overlapping shifts on the same day', async () => {
    const start = (s: string) => `extract(epoch from ${s}.start_time) / 60`;
    const overlaps = await rows(
      `select a1.employee_id, s1.date, s1.id as first, s2.id as second
       from shift_assignments a1 join shifts s1 on s1.id = a1.shift_id
       join shift_assignments a2 on a2.employee_id = a1.employee_id and a2.shift_id <> a1.shift_id
       join shifts s2 on s2.id = a2.shift_id and s2.date = s1.date
       where ${start('s1')} < ${start('s2')} + s2.duration
         and ${start('s2')} < ${start('s1')} + s1.duration`,
    );
    expect(overlaps).toEqual([]);
  });

  it('schedules nobody on a day of their approved all-day time off', async () => {
    const clashes = await rows(
      `select t.id from time_off_requests t
       join shift_assignments a on a.employee_id = t.employee_id
       join shifts s on s.id = a.shift_id and s.date between t.start_date and t.end_date
       where t.status = 'approved' and t.all_day`,
    );
    expect(clashes).toEqual([]);
  });

  it('adds time-off requests in every decision state and pending swap and cover requests', async () => {
    const timeOff = await rows<{ status: string; type: string; requires_approval: boolean }>(
      'select status, type, requires_approval from time_off_requests',
    );
    expect(new Set(timeOff.map((t) => t.status))).toEqual(
      new Set(['pending', 'approved', 'denied', 'acknowledged']),
    );
    for (const t of timeOff) {
      expect(t.requires_approval).toBe(!['appointment', 'personal'].includes(t.type));
    }
    const swaps = await rows<{ request_type: string; status: string; target_shift_id: number }>(
      'select request_type, status, target_shift_id from swap_requests',
    );
    expect(new Set(swaps.map((s) => s.request_type))).toEqual(new Set(['swap', 'cover']));
    expect(swaps.every((s) => s.status === 'pending')).toBe(true);
    expect(swaps.every((s) => (s.request_type === 'cover') === (s.target_shift_id === null))).toBe(
      true,
    );
  });

  it('changes nothing when run again', async () => {
    const count = async () =>
      (await rows<{ n: number }>('select count(*)::int as n from shifts'))[0]?.n;
    const before = await count();
    const again = await seedDemoOrganization(database.db);
    expect(again.status).toBe('already-seeded');
    expect(await count()).toBe(before);
  });
});

describe('generateSeedData', () => {
  it('is deterministic: the same week gives the same organization', () => {
    expect(generateSeedData('2026-03-09')).toEqual(generateSeedData('2026-03-09'));
  });

  it('makes gym shifts: known types and colours, quarter-hour starts, 60 to 480 minutes', () => {
    const { shifts } = generateSeedData('2026-03-09');
    const colours = ['teal', 'yellow', 'blue', 'indigo', 'red', 'orange', 'pink', 'purple'];
    for (const shift of shifts) {
      expect(['Standard', 'PVF', 'HP+', 'Event']).toContain(shift.shiftType);
      expect(colours).toContain(shift.color);
      expect(shift.startTime).toMatch(/^([01]\d|2[0-3]):(00|15|30|45)$/);
      expect(shift.duration % 15).toBe(0);
      expect(shift.duration).toBeGreaterThanOrEqual(60);
      expect(shift.duration).toBeLessThanOrEqual(480);
      expect(shift.numberOfStations).toBeLessThanOrEqual(3);
      expect([1, 2]).toContain(shift.employeesPerStation);
    }
  });
});

describe('seedDemoOrganization in an organization already in use', () => {
  it('keeps its name', async () => {
    const inUse = await createTestDatabase();
    try {
      await createUser(inUse.db, { organizationId: 1, role: 'manager' });
      const seeded = await seedDemoOrganization(inUse.db);
      expect(seeded).toMatchObject({ status: 'seeded', organizationName: 'My Organization' });
      const { rows: named } = await inUse.pool.query<{ name: string }>(
        'select name from organizations where id = 1',
      );
      expect(named).toEqual([{ name: 'My Organization' }]);
    } finally {
      await inUse.close();
    }
  });
});
