// The source week as the wizard shows it: its shifts grouped by date, each with who works it.
import { and, between, eq } from 'drizzle-orm';
import { shifts } from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import { weekLabel } from '@shared/domain/week-label';
import type { CopyPreview, PreviewShift } from '@shared/validators/schedule-copy';
import type { Db } from '../../db/connection';
import { readShifts } from '../shifts/read-shifts';
import { atScopedLocation } from '../locations/location-scope';

export async function copyPreview(
  db: Db,
  organizationId: number,
  firstDay: string,
  // Only shifts at these locations; null: every location.
  locationIds: number[] | null,
): Promise<CopyPreview> {
  const rows = await readShifts(
    db,
    and(
      eq(shifts.organizationId, organizationId),
      between(shifts.date, firstDay, addDaysIso(firstDay, 6)),
      atScopedLocation(shifts.locationId, locationIds),
    )!,
    { forManager: false },
  );
  const days = new Map<string, PreviewShift[]>();
  for (const shift of rows) {
    const { id, title, startTime, duration, shiftType, notes, assignedEmployees } = shift;
    const day = days.get(shift.date) ?? [];
    day.push({ id, title, startTime, duration, shiftType, notes, assignedEmployees });
    days.set(shift.date, day);
  }
  return {
    weekStart: firstDay,
    weekLabel: weekLabel(firstDay),
    days: [...days].map(([date, list]) => ({ date, shifts: list })),
  };
}
