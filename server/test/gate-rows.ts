// The rows the walls' tests aim the gate cases at: a request of each kind and more, so a route
// whose gate case names no row (the well-formed id of nothing) is sent a real one instead.
import { randomBytes } from 'node:crypto';
import {
  employeeInvitations,
  notifications,
  swapRequests,
  timeOffRequests,
  unavailability,
} from '@shared/schema';
import type { Db } from '../db/connection';

/**
 * Rows of an organization that no gate case names: a request of each kind by `employeeId`, an
 * open invitation and a notification of theirs, all carrying `marker`. By path prefix.
 */
export async function moreRowsOf(
  db: Db,
  organizationId: number,
  { employeeId, shiftId, marker }: { employeeId: number; shiftId: number; marker: string },
) {
  const [timeOff] = await db
    .insert(timeOffRequests)
    .values({
      organizationId,
      employeeId,
      startDate: '2030-02-04',
      endDate: '2030-02-05',
      reason: marker,
    })
    .returning();
  const [swap] = await db
    .insert(swapRequests)
    .values({
      organizationId,
      requestingEmployeeId: employeeId,
      requestingShiftId: shiftId,
      requestType: 'cover',
      reason: marker,
    })
    .returning();
  const [invitation] = await db
    .insert(employeeInvitations)
    .values({
      organizationId,
      email: `${marker}@example.com`,
      firstName: marker,
      lastName: marker,
      invitationToken: randomBytes(32).toString('base64url'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [unavailable] = await db
    .insert(unavailability)
    .values({
      organizationId,
      employeeId,
      dayOfWeek: 2,
      startTime: '08:00',
      endTime: '09:00',
      notes: marker,
    })
    .returning();
  const [notification] = await db
    .insert(notifications)
    .values({
      organizationId,
      userId: employeeId,
      title: marker,
      message: marker,
      type: 'manager_update',
    })
    .returning();
  return {
    '/api/time-off-requests/': timeOff!.id,
    '/api/schedule-switch/': swap!.id,
    '/api/employee-invitations/': invitation!.id,
    '/api/employee-preferences/': unavailable!.id,
    '/api/notifications/': notification!.id,
    '/api/users/': employeeId,
  };
}

/** A path value with the well-formed id of nothing replaced by the real row for its path. */
export function gateRowIds(ids: Record<string, number>) {
  return (path: string, value: string) => {
    const prefix = Object.keys(ids).find((p) => path.startsWith(p));
    return value === '2000000000' && prefix ? String(ids[prefix]) : value;
  };
}
