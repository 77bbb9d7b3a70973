// The dialog's pre-check before an informational entry: would it cross the employee's shifts?
import type { z } from 'zod';
import type { checkConflictsSchema } from '@shared/validators/time-off';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { subjectEmployee } from './people';
import { shiftConflicts } from './shift-conflicts';

export async function checkConflicts(
  db: Db,
  viewer: PublicUser,
  query: z.output<typeof checkConflictsSchema>,
) {
  const employee = await subjectEmployee(db, viewer, query.employeeId);
  const partial = Boolean(query.startTime && query.endTime);
  const conflicts = await shiftConflicts(db, viewer, {
    employeeId: employee.id,
    startDate: query.startDate,
    endDate: query.endDate,
    multipleDates: query.multipleDates ?? null,
    allDay: !partial,
    startTime: partial ? query.startTime! : null,
    endTime: partial ? query.endTime! : null,
  });
  const count = conflicts.length;
  return {
    hasConflict: count > 0,
    message:
      count === 0
        ? 'No conflicts with scheduled shifts'
        : `This overlaps ${count} scheduled shift${count === 1 ? '' : 's'}: ${conflicts
            .map((c) => `${c.title} on ${c.date} ${c.startTime}-${c.endTime}`)
            .join('; ')}`,
    conflicts,
  };
}
