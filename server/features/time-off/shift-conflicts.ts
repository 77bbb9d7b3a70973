// The employee's assigned shifts that a time-off request would miss: a request that needs
// approval and crosses one is refused with the list, so the employee can sort them out first.
// Asked by the employee, only the shifts their schedule shows count; a manager's drafts too.
import { addDaysIso } from '@shared/domain/dates';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';
import type { Db } from '../../db/connection';
import type { PublicUser } from '@shared/validators/users';
import { loadBookings } from '../shifts/assignment-data';
import { readerOf } from '../shifts/read-shifts';
import { timeOffDuring, type ApprovedTimeOff } from '@shared/domain/availability-rules';

export const CONFLICT_MESSAGE = 'This time off request conflicts with your scheduled shifts';
export const CONFLICT_SUGGESTION =
  'Ask a coworker to cover or switch these shifts first, or choose different dates.';

export type ShiftConflict = {
  id: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
};

export async function shiftConflicts(
  db: Db,
  viewer: PublicUser,
  timeOff: ApprovedTimeOff & { employeeId: number },
): Promise<ShiftConflict[]> {
  // A shift that starts the evening before may run into the first day.
  const from = addDaysIso(timeOff.startDate, -1);
  const bookings = await loadBookings(
    db,
    viewer.organizationId,
    [timeOff.employeeId],
    from,
    timeOff.endDate,
    readerOf(viewer),
  );
  return bookings
    .filter((booking) => timeOffDuring(booking, [timeOff]).length > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))
    .map((booking) => ({
      id: booking.shiftId,
      title: booking.title,
      date: booking.date,
      startTime: normalizeTime(booking.startTime),
      endTime: shiftEndTime(booking.startTime, booking.duration),
    }));
}
