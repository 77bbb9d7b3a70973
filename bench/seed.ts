// The benchmark's organization, written straight into the database with bulk inserts: a manager,
// 200 employees and 2,500 shifts over 5 weeks, each staffed to capacity (every tenth one short).
// Deterministic, so runs are comparable. No employee works twice on one day.
import {
  employeeLocations,
  organizations,
  organizationSettings,
  shiftAssignments,
  shifts,
  users,
} from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import { BUILT_IN_SHIFT_TYPES, CREATE_DIALOG_COLORS } from '@shared/validators/shifts';
import { hashPassword } from '../server/auth/password';
import type { Db } from '../server/db/connection';
import { ensureFirstLocation } from '../server/features/locations/first-location';

export const EMPLOYEES = 200;
export const SHIFTS = 2_500;
export const DAYS = 35;
export const PASSWORD = 'bench-password';
export const MANAGER_EMAIL = 'bench-manager@bench.shynk.test';
// Rows per INSERT: far below PostgreSQL's 65,535 bind parameters.
const CHUNK = 1_000;
const TITLES = ['Front desk', 'Kitchen', 'Floor', 'Stockroom', 'Drive-through', 'Cleaning'];

const chunked = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

const quarterHour = (index: number) => {
  const minutes = 6 * 60 + (index % 56) * 15; // 06:00 .. 19:45
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * Seeds an organization (the bench's own, 1, unless told) from `firstDate` for DAYS days; returns
 * the employees' ids. Another organization's people get emails of their own: an address is unique
 * across the product.
 */
export async function seedBenchOrganization(
  db: Db,
  firstDate: string,
  organizationId = 1,
  password?: string,
) {
  const emailOf = (local: string) =>
    organizationId === 1 ? local : local.replace('@', `-o${organizationId}@`);
  // The bench copies into the weeks after its five and makes year-long series: it plans without a
  // horizon, as a team that schedules a season ahead would.
  await db
    .insert(organizationSettings)
    .values({ organizationId, advanceSchedulingWeeks: 0 })
    .onConflictDoUpdate({
      target: organizationSettings.organizationId,
      set: { advanceSchedulingWeeks: 0 },
    });
  password ??= await hashPassword(PASSWORD);
  const people = [
    { email: MANAGER_EMAIL, firstName: 'Bench', lastName: 'Manager', role: 'manager' as const },
    ...Array.from({ length: EMPLOYEES }, (_, i) => ({
      email: `bench-employee-${i + 1}@bench.shynk.test`,
      firstName: 'Employee',
      lastName: `${i + 1}`,
      role: 'employee' as const,
    })),
  ];
  // PostgreSQL returns INSERT ... VALUES ... RETURNING rows in VALUES order: ids map back by index.
  const userIds = (
    await db
      .insert(users)
      .values(people.map((p) => ({ ...p, email: emailOf(p.email), organizationId, password })))
      .returning({ id: users.id })
  ).map((r) => r.id);
  const [managerId, ...employeeIds] = userIds;

  const locationId = await ensureFirstLocation(db, organizationId);
  // Everyone works at the one location, as everyone who joins a one-location team does.
  await db
    .insert(employeeLocations)
    .values(userIds.map((employeeId) => ({ organizationId, employeeId, locationId })));
  const shiftRows = Array.from({ length: SHIFTS }, (_, i) => ({
    organizationId,
    locationId,
    title: TITLES[i % TITLES.length]!,
    shiftType: BUILT_IN_SHIFT_TYPES[i % BUILT_IN_SHIFT_TYPES.length]!,
    color: CREATE_DIALOG_COLORS[i % CREATE_DIALOG_COLORS.length]!,
    numberOfStations: 1 + (i % 3),
    employeesPerStation: 1,
    date: addDaysIso(firstDate, Math.floor((i * DAYS) / SHIFTS)),
    startTime: quarterHour(i),
    duration: 240 + (i % 5) * 60,
    createdBy: managerId!,
  }));
  const shiftIds: number[] = [];
  for (const chunk of chunked(shiftRows)) {
    const inserted = await db.insert(shifts).values(chunk).returning({ id: shifts.id });
    shiftIds.push(...inserted.map((r) => r.id));
  }

  // Each day walks the employee list from its own offset; a day needs fewer than 200 people.
  const assignmentRows: (typeof shiftAssignments.$inferInsert)[] = [];
  let day = '';
  let cursor = 0;
  shiftRows.forEach((shift, i) => {
    if (shift.date !== day) [day, cursor] = [shift.date, assignmentRows.length % EMPLOYEES];
    const staff = shift.numberOfStations - (i % 10 === 0 ? 1 : 0);
    for (let station = 1; station <= staff; station++) {
      const employeeId = employeeIds[cursor++ % EMPLOYEES]!;
      assignmentRows.push({
        organizationId,
        shiftId: shiftIds[i]!,
        employeeId,
        stationNumber: station,
      });
    }
  });
  for (const chunk of chunked(assignmentRows)) await db.insert(shiftAssignments).values(chunk);

  return {
    employeeIds: employeeIds as number[],
    shifts: shiftRows.length,
    assignments: assignmentRows.length,
  };
}

/**
 * Neighbours for the bench's organization: `count` more organizations of the same size in the same
 * database, so its reads are measured among other tenants' rows, as a hosted Shynk holds them.
 */
export async function seedNeighbourOrganizations(db: Db, firstDate: string, count: number) {
  if (count === 0) return;
  const password = await hashPassword(PASSWORD);
  const created = await db
    .insert(organizations)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Neighbour ${i + 1}` })))
    .returning({ id: organizations.id });
  for (const { id } of created) await seedBenchOrganization(db, firstDate, id, password);
}
