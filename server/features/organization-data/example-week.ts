// 'Load example week': a new organization sees what a working week looks like before it types
// one in. A small café (three positions, six people) gets this week's shifts as drafts, so the
// manager reviews them and publishes, or discards them, with the usual draft buttons.
import { randomBytes } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import {
  employeeLocations,
  employeePositions,
  organizations,
  positions,
  shiftAssignments,
  shifts,
  users,
} from '@shared/schema';
import { ensureFirstLocation } from '../locations/first-location';
import {
  addDaysIso,
  asWeekStartsOn,
  todayIn,
  weekStart,
  type WeekStartsOn,
} from '@shared/domain/dates';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';

export const EXAMPLE_ALREADY_LOADED =
  'The example week is only for an empty schedule: this organization already has shifts or people.';

const POSITIONS = [
  { name: 'Barista', color: 'amber' },
  { name: 'Kitchen', color: 'red' },
  { name: 'Floor', color: 'teal' },
] as const;
type PositionName = (typeof POSITIONS)[number]['name'];

const PEOPLE: { firstName: string; lastName: string; positions: PositionName[] }[] = [
  { firstName: 'Ana', lastName: 'Silva', positions: ['Barista', 'Floor'] },
  { firstName: 'Ben', lastName: 'Okafor', positions: ['Barista'] },
  { firstName: 'Chloe', lastName: 'Martin', positions: ['Kitchen'] },
  { firstName: 'Dev', lastName: 'Patel', positions: ['Kitchen', 'Floor'] },
  { firstName: 'Elena', lastName: 'Rossi', positions: ['Floor'] },
  { firstName: 'Felix', lastName: 'Wagner', positions: ['Barista', 'Kitchen'] },
];

/** Each day's shifts: position, start, minutes, and who works it (indexes into PEOPLE). */
const DAY: { position: PositionName; startTime: string; duration: number; staff: number[][] }[] = [
  {
    position: 'Barista',
    startTime: '07:00',
    duration: 360,
    staff: [[0], [1], [5], [0], [1], [5], [0]],
  },
  {
    position: 'Kitchen',
    startTime: '10:00',
    duration: 420,
    staff: [[2], [3], [2], [5], [2], [3], [3]],
  },
  {
    position: 'Floor',
    startTime: '11:00',
    duration: 300,
    staff: [[4], [4], [0], [4], [3], [4], [4]],
  },
];

/**
 * This week while most of it is ahead (its first three days), else next week: an example made of
 * days already gone would show little and publish nothing anyone could work.
 */
export function exampleWeekStart(today: string, weekStartsOn: WeekStartsOn) {
  const first = weekStart(today, weekStartsOn);
  return today <= addDaysIso(first, 2) ? first : addDaysIso(first, 7);
}

/** True while the organization has no shift and nobody but its managers. */
export async function canLoadExampleWeek(db: Db, organizationId: number) {
  const [[shiftCount], [peopleCount]] = await Promise.all([
    db.select({ n: count() }).from(shifts).where(eq(shifts.organizationId, organizationId)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), ne(users.role, 'manager'))),
  ]);
  return shiftCount!.n === 0 && peopleCount!.n === 0;
}

export async function loadExampleWeek(db: Db, manager: { id: number; organizationId: number }) {
  const organizationId = manager.organizationId;
  // Nobody signs in as an example person: their password is random and never shown.
  const password = await hashPassword(randomBytes(32).toString('base64url'));
  return transaction(db, async (tx) => {
    // Locks the organization, so two clicks cannot load the example twice.
    const [organization] = await tx
      .select({ timeZone: organizations.timeZone, weekStartsOn: organizations.weekStartsOn })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    const [[shiftCount], [peopleCount]] = await Promise.all([
      tx.select({ n: count() }).from(shifts).where(eq(shifts.organizationId, organizationId)),
      tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), ne(users.role, 'manager'))),
    ]);
    if (shiftCount!.n > 0 || peopleCount!.n > 0) throw AppError.conflict(EXAMPLE_ALREADY_LOADED);

    const createdPositions = await tx
      .insert(positions)
      .values(POSITIONS.map((p) => ({ ...p, organizationId })))
      .returning({ id: positions.id, name: positions.name });
    const positionId = new Map(createdPositions.map((p) => [p.name, p.id]));
    // Addresses under example.com, which no one receives; the organization id keeps them unique.
    const people = await tx
      .insert(users)
      .values(
        PEOPLE.map((p) => ({
          organizationId,
          email: `${p.firstName}.${p.lastName}.${organizationId}@example.com`.toLowerCase(),
          password,
          firstName: p.firstName,
          lastName: p.lastName,
          role: 'employee' as const,
        })),
      )
      .returning({ id: users.id });
    // The example team works at the organization's first location, as its shifts are.
    const locationId = await ensureFirstLocation(tx, organizationId);
    await tx
      .insert(employeeLocations)
      .values(people.map(({ id }) => ({ organizationId, employeeId: id, locationId })));
    await tx.insert(employeePositions).values(
      PEOPLE.flatMap((p, i) =>
        p.positions.map((name) => ({
          organizationId,
          employeeId: people[i]!.id,
          positionId: positionId.get(name)!,
        })),
      ),
    );

    const monday = exampleWeekStart(
      todayIn(organization!.timeZone),
      asWeekStartsOn(organization!.weekStartsOn),
    );
    const plan = DAY.flatMap((row) =>
      row.staff.map((staff, day) => ({ row, staff, date: addDaysIso(monday, day) })),
    );
    const created = await tx
      .insert(shifts)
      .values(
        plan.map(({ row, date }) => ({
          organizationId,
          title: row.position,
          date,
          startTime: row.startTime,
          duration: row.duration,
          color: POSITIONS.find((p) => p.name === row.position)!.color,
          positionId: positionId.get(row.position)!,
          locationId,
          published: false,
          createdBy: manager.id,
        })),
      )
      .returning({ id: shifts.id });
    await tx.insert(shiftAssignments).values(
      plan.flatMap(({ staff }, i) =>
        staff.map((person) => ({
          organizationId,
          shiftId: created[i]!.id,
          employeeId: people[person]!.id,
          published: false,
        })),
      ),
    );
    return { weekStart: monday, shifts: created.length, people: people.length };
  });
}
