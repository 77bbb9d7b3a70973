// Switch requests as the screens display them: each with its two shifts (title, date,
// start time) and two people (first and last name), in one query whatever their number.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { swapRequests as requests, shifts, users } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { personInScope } from '../locations/location-scope';

const requestingShift = alias(shifts, 'requesting_shift');
const targetShift = alias(shifts, 'target_shift');
const requestingEmployee = alias(users, 'requesting_employee');
const targetEmployee = alias(users, 'target_employee');

const shiftColumns = (table: typeof requestingShift | typeof targetShift) => ({
  id: table.id,
  title: table.title,
  date: table.date,
  startTime: table.startTime,
  duration: table.duration,
});
const personColumns = (table: typeof requestingEmployee | typeof targetEmployee) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
});

type Person = { id: number | null; firstName: string | null; lastName: string | null } | null;

/** A deleted employee is shown by the full name stored with the request when they left. */
function person(row: Person, storedName: string | null): Person {
  if (row) return row;
  return storedName ? { id: null, firstName: storedName, lastName: null } : null;
}

type JoinedShift = {
  id: number | null;
  title: string | null;
  date: string | null;
  startTime: string | null;
  duration: number | null;
};

/** A joined shift, or null once it is gone: the columns are all set whenever its id is. */
function joinedShift(shift: JoinedShift | null) {
  if (!shift || shift.id === null) return null;
  const { id, title, date, startTime, duration } = shift;
  return { id, title: title!, date: date!, startTime: startTime!, duration: duration! };
}

export async function readRequests(db: Db | Tx, where: SQL) {
  const rows = await db
    .select({
      request: requests,
      requestingShift: shiftColumns(requestingShift),
      targetShift: shiftColumns(targetShift),
      requestingEmployee: personColumns(requestingEmployee),
      targetEmployee: personColumns(targetEmployee),
    })
    .from(requests)
    .leftJoin(requestingShift, eq(requestingShift.id, requests.requestingShiftId))
    .leftJoin(targetShift, eq(targetShift.id, requests.targetShiftId))
    .leftJoin(requestingEmployee, eq(requestingEmployee.id, requests.requestingEmployeeId))
    .leftJoin(targetEmployee, eq(targetEmployee.id, requests.targetEmployeeId))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id));
  return rows.map(({ request, ...joined }) => {
    const { requestingEmployeeName, targetEmployeeName, organizationId: _org, ...fields } = request;
    return {
      ...fields,
      requestingShift: joinedShift(joined.requestingShift),
      targetShift: joinedShift(joined.targetShift),
      requestingEmployee: person(joined.requestingEmployee, requestingEmployeeName),
      targetEmployee: person(joined.targetEmployee, targetEmployeeName),
    };
  });
}
export type SwapRequestView = Awaited<ReturnType<typeof readRequests>>[number];

const inOrganization = (organizationId: number) => eq(requests.organizationId, organizationId);

export const readOutgoing = (db: Db, organizationId: number, employeeId: number) =>
  readRequests(
    db,
    and(inOrganization(organizationId), eq(requests.requestingEmployeeId, employeeId))!,
  );

export const readIncoming = (db: Db, organizationId: number, employeeId: number) =>
  readRequests(db, and(inOrganization(organizationId), eq(requests.targetEmployeeId, employeeId))!);

/**
 * The manager's queue: requests both employees agreed on, waiting for a manager. A location
 * manager's holds those asked by people at their locations; with a location chosen, those
 * trading a shift worked there.
 */
export const readAwaitingManager = (db: Db, manager: PublicUser, locationId: number | null) =>
  readRequests(
    db,
    and(
      inOrganization(manager.organizationId),
      inArray(requests.status, ['awaiting_manager']),
      personInScope(manager, requests.requestingEmployeeId),
      locationId === null
        ? undefined
        : sql`exists (select 1 from shifts s where s.location_id = ${locationId}
            and s.id in (${requests.requestingShiftId}, ${requests.targetShiftId}))`,
    )!,
  );

export async function readRequest(db: Db | Tx, organizationId: number, id: number) {
  const [view] = await readRequests(db, and(inOrganization(organizationId), eq(requests.id, id))!);
  return view!;
}
