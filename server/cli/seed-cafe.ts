// The café example for `npm run db:seed -- --example cafe`: a small café in organization 1 whose
// work needs positions (Barista, Kitchen, Floor), people qualified for some of them, and next
// week's shifts left open for the fill to staff (next week, so none has started yet). One
// transaction: a failed seed leaves nothing behind; a second run changes nothing.
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  employeeLocations,
  employeePositions,
  organizations,
  positions,
  shifts,
  users,
} from '@shared/schema';
import { addDaysIso, asWeekStartsOn, todayIn, weekStart } from '@shared/domain/dates';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { FIRST_ORGANIZATION_ID } from '../features/invitations/first-manager';
import { ensureFirstLocation } from '../features/locations/first-location';
import { AppError } from '../http/app-error';
import { DEMO_PASSWORD } from './seed-catalog';

const ORG = FIRST_ORGANIZATION_ID;
const DEFAULT_ORGANIZATION_NAME = 'My Organization';
export const CAFE_NAME = 'Corner Café';
const DOMAIN = 'cornercafe.example';

export const CAFE_POSITIONS = [
  { name: 'Barista', color: 'amber', hourlyRate: 17 },
  { name: 'Kitchen', color: 'red', hourlyRate: 18 },
  { name: 'Floor', color: 'green', hourlyRate: 15 },
] as const;
type PositionName = (typeof CAFE_POSITIONS)[number]['name'];

export type CafePerson = {
  firstName: string;
  lastName: string;
  email: string;
  role: 'manager' | 'employee';
  weeklyHoursLimit: number;
  positions: PositionName[];
};

const person = (
  firstName: string,
  lastName: string,
  role: CafePerson['role'],
  weeklyHoursLimit: number,
  qualified: PositionName[],
): CafePerson => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@${DOMAIN}`,
  role,
  weeklyHoursLimit,
  positions: qualified,
});

/** The owner first (the already-seeded mark), then the team; most can do two kinds of work. */
export const CAFE_PEOPLE: CafePerson[] = [
  person('Rosa', 'Delgado', 'manager', 40, []),
  person('Tom', 'Baker', 'employee', 40, ['Barista', 'Floor']),
  person('Yuki', 'Sato', 'employee', 40, ['Barista']),
  person('Ines', 'Costa', 'employee', 32, ['Barista', 'Floor']),
  person('Ken', 'Ito', 'employee', 40, ['Kitchen']),
  person('Maya', 'Ross', 'employee', 32, ['Kitchen', 'Floor']),
  person('Leo', 'Park', 'employee', 30, ['Floor']),
  person('Ana', 'Reid', 'employee', 30, ['Floor', 'Barista']),
  person('Sam', 'Hale', 'employee', 24, ['Kitchen', 'Barista']),
  person('Eva', 'Lund', 'employee', 24, ['Floor']),
];

/** A day at the café: who is needed for what, open to close. */
export const CAFE_DAY = [
  { title: 'Espresso bar', position: 'Barista', startTime: '07:00', duration: 480, stations: 2 },
  { title: 'Kitchen prep', position: 'Kitchen', startTime: '08:00', duration: 480, stations: 1 },
  { title: 'Lunch floor', position: 'Floor', startTime: '11:00', duration: 360, stations: 2 },
  { title: 'Afternoon bar', position: 'Barista', startTime: '14:00', duration: 360, stations: 1 },
] as const satisfies readonly {
  title: string;
  position: PositionName;
  startTime: string;
  duration: number;
  stations: number;
}[];

export type CafeResult =
  | { status: 'already-seeded'; people: CafePerson[] }
  | {
      status: 'seeded';
      people: CafePerson[];
      organizationName: string;
      week: { start: string; end: string };
      shifts: number;
    };

/** Seeds the café around the week after `today` (default: today in the organization's zone). */
export async function seedCafe(db: Db, today?: string): Promise<CafeResult> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, ORG));
  if (!org) throw new Error(`Organization ${ORG} is missing: the migrations create it`);
  const emails = CAFE_PEOPLE.map((p) => p.email);
  const taken = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  if (taken.some((t) => t.email === emails[0]))
    return { status: 'already-seeded', people: CAFE_PEOPLE };
  if (taken.length > 0)
    throw AppError.conflict(`Cannot seed: ${taken.map((t) => t.email).join(', ')} already exist`);

  const monday = addDaysIso(
    weekStart(today ?? todayIn(org.timeZone), asWeekStartsOn(org.weekStartsOn)),
    7,
  );
  // Hashed before the transaction opens: on the embedded database it blocks every other query.
  const hashes = await Promise.all(CAFE_PEOPLE.map(() => hashPassword(DEMO_PASSWORD)));
  const [members] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.organizationId, ORG));
  // Only a bare install's placeholder name is replaced, as the gym example does.
  const renames = org.name === DEFAULT_ORGANIZATION_NAME && members?.n === 0;
  const organizationName = renames ? CAFE_NAME : org.name;
  const days = Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
  try {
    await db.transaction(async (tx) => {
      if (renames)
        await tx.update(organizations).set({ name: CAFE_NAME }).where(eq(organizations.id, ORG));
      const ids = (
        await tx
          .insert(users)
          .values(
            CAFE_PEOPLE.map(({ positions: _p, ...p }, i) => ({
              ...p,
              organizationId: ORG,
              password: hashes[i]!,
            })),
          )
          .returning({ id: users.id })
      ).map((r) => r.id);
      const locationId = await ensureFirstLocation(tx, ORG);
      await tx
        .insert(employeeLocations)
        .values(ids.map((employeeId) => ({ organizationId: ORG, employeeId, locationId })));
      const positionRows = await tx
        .insert(positions)
        .values(CAFE_POSITIONS.map((p) => ({ ...p, organizationId: ORG })))
        .returning({ id: positions.id, name: positions.name });
      const positionId = new Map(positionRows.map((p) => [p.name, p.id]));
      await tx.insert(employeePositions).values(
        CAFE_PEOPLE.flatMap((p, i) =>
          p.positions.map((name) => ({
            organizationId: ORG,
            employeeId: ids[i]!,
            positionId: positionId.get(name)!,
          })),
        ),
      );
      await tx.insert(shifts).values(
        days.flatMap((date) =>
          CAFE_DAY.map(({ position, stations, ...shift }) => ({
            ...shift,
            date,
            shiftType: 'Standard',
            numberOfStations: stations,
            employeesPerStation: 1,
            positionId: positionId.get(position)!,
            organizationId: ORG,
            locationId,
            createdBy: ids[0]!,
          })),
        ),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.conflict('Cannot seed: a concurrent run seeded first');
    throw error;
  }
  return {
    status: 'seeded',
    people: CAFE_PEOPLE,
    organizationName,
    week: { start: monday, end: days.at(-1)! },
    shifts: days.length * CAFE_DAY.length,
  };
}
