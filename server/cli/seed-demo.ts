// Writes the generated demo organization into organization 1: one bulk insert per table, all in one
// transaction, so a failed seed leaves nothing behind.
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  employeeLocations,
  employeePositions,
  organizations,
  positions,
  swapRequests,
  shiftAssignments,
  shifts,
  timeOffRequests,
  users,
} from '@shared/schema';
import { ensureFirstLocation } from '../features/locations/first-location';
import { asWeekStartsOn, todayIn, weekStart } from '@shared/domain/dates';
import { hashPassword } from '../auth/password';
import type { Db, Tx } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { FIRST_ORGANIZATION_ID } from '../features/invitations/first-manager';
import { AppError } from '../http/app-error';
import { DEMO_ORGANIZATION_NAME, DEMO_PASSWORD, POSITIONS } from './seed-catalog';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { generateSeedData, type SeedData, type SeedPerson } from './seed-data';

const DEFAULT_ORGANIZATION_NAME = 'My Organization';
// Rows per INSERT: far below PostgreSQL's 65,535 bind parameters for any of these tables.
const CHUNK = 1000;

const ORG = FIRST_ORGANIZATION_ID;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedResult =
  | { status: 'already-seeded'; people: SeedPerson[] }
  | {
      status: 'seeded';
      people: SeedPerson[];
      organizationName: string;
      currentMonday: string;
      counts: Record<'shifts' | 'assignments' | 'understaffed' | 'timeOff' | 'swaps', number>;
    };

function chunks<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );
}

/**
 * Seeds the demo team into organization 1 around the week of `today` (default: today in the
 * organization's time zone). Returns 'already-seeded' when the first demo manager exists; throws a
 * 409 AppError when only some demo emails are taken, since seeding would half-collide.
 */
export async function seedDemoOrganization(db: Db, today?: string): Promise<SeedResult> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, ORG));
  if (!org) throw new Error(`Organization ${ORG} is missing: the migrations create it`);
  const currentMonday = weekStart(today ?? todayIn(org.timeZone), asWeekStartsOn(org.weekStartsOn));
  const data = generateSeedData(currentMonday);

  const emails = data.people.map((p) => p.email);
  const taken = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  if (taken.some((t) => t.email === emails[0]))
    return { status: 'already-seeded', people: data.people };
  if (taken.length > 0) {
    throw AppError.conflict(`Cannot seed: ${taken.map((t) => t.email).join(', ')} already exist`);
  }

  // Hashed before the transaction opens: on the embedded database it blocks every other query.
  const hashes = await Promise.all(data.people.map(() => hashPassword(DEMO_PASSWORD)));
  // Only a bare install's placeholder name is replaced: an organization someone already works in
  // keeps the name they know it by.
  const [members] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.organizationId, ORG));
  const renames = org.name === DEFAULT_ORGANIZATION_NAME && members?.n === 0;
  const organizationName = renames ? DEMO_ORGANIZATION_NAME : org.name;
  try {
    await db.transaction(async (tx) => {
      if (renames) {
        await tx
          .update(organizations)
          .set({ name: organizationName })
          .where(eq(organizations.id, ORG));
      }
      await insertSeedData(tx, data, hashes);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.conflict('Cannot seed: a concurrent run seeded first');
    throw error;
  }
  return {
    status: 'seeded',
    people: data.people,
    organizationName,
    currentMonday,
    counts: countsOf(data),
  };
}

// PostgreSQL returns INSERT ... VALUES ... RETURNING rows in VALUES order: ids map back by index.
async function insertSeedData(tx: Tx, data: SeedData, hashes: string[]): Promise<void> {
  const userIds = (
    await tx
      .insert(users)
      .values(data.people.map((p, i) => ({ ...p, organizationId: ORG, password: hashes[i]! })))
      .returning({ id: users.id })
  ).map((r) => r.id);
  const idOf = (person: number) => userIds[person]!;
  // The demo team works at one location, named after the organization.
  const locationId = await ensureFirstLocation(tx, ORG);
  await tx
    .insert(employeeLocations)
    .values(userIds.map((employeeId) => ({ organizationId: ORG, employeeId, locationId })));
  const managerId = idOf(0);
  const positionIds = (
    await tx
      .insert(positions)
      .values(POSITIONS.map((p) => ({ ...p, organizationId: ORG })))
      .returning({ id: positions.id })
  ).map((r) => r.id);
  await tx.insert(employeePositions).values(
    data.qualifications.map((q) => ({
      organizationId: ORG,
      employeeId: idOf(q.person),
      positionId: positionIds[q.position]!,
      hourlyRate: q.hourlyRate,
    })),
  );

  const shiftIds: number[] = [];
  for (const chunk of chunks(data.shifts)) {
    const rows = chunk.map(({ assignments: _a, week: _w, position, ...shift }) => ({
      ...shift,
      positionId: position === null ? null : positionIds[position]!,
      organizationId: ORG,
      locationId,
      createdBy: managerId,
    }));
    const inserted = await tx.insert(shifts).values(rows).returning({ id: shifts.id });
    shiftIds.push(...inserted.map((r) => r.id));
  }

  const assignments = data.shifts.flatMap((shift, i) =>
    shift.assignments.map((a) => ({
      organizationId: ORG,
      shiftId: shiftIds[i]!,
      employeeId: idOf(a.person),
      stationNumber: a.stationNumber,
    })),
  );
  for (const chunk of chunks(assignments)) await tx.insert(shiftAssignments).values(chunk);

  await tx.insert(timeOffRequests).values(
    data.timeOff.map(({ person, ...request }) => {
      const decided = request.status !== 'pending';
      // Decided two days before it starts, or just now for what was asked at short notice.
      const reviewedAt = new Date(Math.min(Date.now(), Date.parse(request.startDate) - 2 * DAY_MS));
      return {
        ...request,
        organizationId: ORG,
        employeeId: idOf(person),
        reviewedBy: decided ? managerId : null,
        reviewedAt: decided ? reviewedAt : null,
      };
    }),
  );

  await tx.insert(swapRequests).values(
    data.swaps.map((s) => ({
      organizationId: ORG,
      requestingEmployeeId: idOf(s.requester),
      targetEmployeeId: idOf(s.target),
      requestingShiftId: shiftIds[s.requestingShift]!,
      targetShiftId: s.targetShift === null ? null : shiftIds[s.targetShift]!,
      requestType: s.requestType,
      reason: s.reason,
      status: 'pending' as const,
    })),
  );
}

function countsOf(data: SeedData) {
  return {
    shifts: data.shifts.length,
    assignments: data.shifts.reduce((n, s) => n + s.assignments.length, 0),
    understaffed: data.shifts.filter((s) => s.assignments.length < shiftCapacity(s)).length,
    timeOff: data.timeOff.length,
    swaps: data.swaps.length,
  };
}
