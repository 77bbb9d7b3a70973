// Applying a stored preview in one transaction. The data may have changed since the preview, so
// every proposal is judged again against the schedule as it is now, with the same rules; what
// still holds is applied, the rest is reported. Each affected employee is told once, about all
// of their shifts, unless the organization builds drafts (publishing tells them then).
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { shiftCapacity, stationsForNewcomers } from '@shared/domain/shift-capacity';
import { shiftHasStarted } from '@shared/domain/shift-instant';
import { shiftInterval, type TimedShift } from '@shared/domain/shift-time';
import { autoSchedulePreviews } from '@shared/schema';
import type { AutoScheduleApplied, FillPair, SkipReason } from '@shared/validators/auto-schedule';
import { eq } from 'drizzle-orm';
import type { FeatureDeps } from '../../feature-deps';
import { announceShifts } from '../shifts/announce-shifts';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { locationZones } from '../locations/location-zones';
import { getOrganizationSettings } from '../settings/service';
import {
  loadApprovedTimeOff,
  loadBookings,
  loadEmployees,
  loadUnavailability,
} from '../shifts/assignment-data';
import { notifyEachOfTheirShifts } from '../shifts/notify-changes';
import { insertAssignments } from '../shifts/replace-assignments';
import { loadQualifications } from './load-input';
import { bookingWindow } from '../shifts/assignment-data';
import { locationsByEmployee } from '../locations/employee-locations';
import { brokenRule } from './rules';
import { deletePairs, lockShifts, shiftsByEmployee, staffOf } from './staff-rows';
import { lockPreview, type AppliedRecord } from './stored-preview';
import type { LocationScope } from '../locations/location-scope';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;
const unique = (ids: number[]) => [...new Set(ids)];

/** Everything the proposals' people have on the schedule around the touched dates. */
async function loadPeople(
  tx: Tx,
  organizationId: number,
  ids: number[],
  dates: string[],
  scope: LocationScope,
) {
  if (ids.length === 0 || dates.length === 0)
    return {
      employees: new Map(),
      bookings: [],
      timeOffs: [],
      unavailability: [],
      qualified: new Map<number, number[]>(),
      workplaces: new Map<number, number[]>(),
    };
  const sorted = [...dates].sort();
  const { from, to } = bookingWindow(sorted[0]!, sorted.at(-1)!);
  const employees = new Map(
    (await loadEmployees(tx, organizationId, ids, true, scope)).map((e) => [e.id, e]),
  );
  return {
    employees,
    bookings: await loadBookings(tx, organizationId, ids, from, to),
    timeOffs: await loadApprovedTimeOff(tx, organizationId, ids, from, to),
    unavailability: await loadUnavailability(tx, organizationId, ids),
    qualified: await loadQualifications(tx, organizationId, ids),
    workplaces: await locationsByEmployee(tx, organizationId, ids),
  };
}

export async function applyFill(
  { db, notifier, webhooks }: Deps,
  organizationId: number,
  previewId: string,
  // A location manager's: only their own preview, and only their locations' shifts and people
  // (whatever left their scope since the preview is skipped as missing).
  scope: LocationScope,
  madeBy?: number,
): Promise<AutoScheduleApplied> {
  return transaction(db, async (tx) => {
    const preview = await lockPreview(tx, organizationId, previewId, madeBy);
    if (preview.status !== 'previewed')
      throw AppError.conflict('This preview has already been applied');
    const { proposals, removals } = preview.result;
    const settings = await getOrganizationSettings(tx, organizationId);
    const shiftIds = unique([...proposals, ...removals].map((p) => p.shiftId));
    const locked = await lockShifts(tx, organizationId, shiftIds, scope);
    const zones = await locationZones(
      tx,
      [...locked.values()].map((shift) => shift.locationId),
    );
    // A shift under way where it is worked is left as it is.
    const upcoming = (id: number) => {
      const shift = locked.get(id);
      const locationTimeZone = shift && zones.get(shift.locationId);
      return shift && locationTimeZone && !shiftHasStarted({ ...shift, locationTimeZone })
        ? shift
        : undefined;
    };

    const removed = await deletePairs(
      tx,
      removals.filter((r) => upcoming(r.shiftId)),
    );
    const staff = await staffOf(tx, [...locked.keys()]);
    const people = await loadPeople(
      tx,
      organizationId,
      unique(proposals.map((p) => p.employeeId)),
      [...locked.values()].map((s) => s.date),
      scope,
    );
    const restMinutes = settings.minRestHours * 60;
    const splitGapMinutes = settings.maxSplitGapHours * 60;
    const timetable = new Map<number, (TimedShift & { shiftId: number })[]>();
    for (const booking of people.bookings)
      timetable.set(booking.employeeId, [...(timetable.get(booking.employeeId) ?? []), booking]);

    const accepted: FillPair[] = [];
    const skipped: AutoScheduleApplied['skipped'] = [];
    const skip = (pair: FillPair, reason: SkipReason) => skipped.push({ ...pair, reason });
    for (const pair of proposals) {
      const shift = locked.get(pair.shiftId);
      const employee = people.employees.get(pair.employeeId);
      if (!shift || !employee) {
        skip(pair, 'missing');
        continue;
      }
      if (!upcoming(pair.shiftId)) {
        skip(pair, 'started');
        continue;
      }
      const onShift = staff.get(shift.id)!;
      if (onShift.some((row) => row.employeeId === pair.employeeId)) {
        skip(pair, 'overlap');
        continue;
      }
      if (onShift.length >= shiftCapacity(shift)) {
        skip(pair, 'capacity');
        continue;
      }
      const mine = (timetable.get(pair.employeeId) ?? []).filter((b) => b.shiftId !== shift.id);
      const week = weekStart(shift.date, settings.weekStartsOn);
      const rule = brokenRule(shift, {
        weeklyHoursLimit: employee.weeklyHoursLimit,
        positions: people.qualified.get(pair.employeeId) ?? [],
        locations: people.workplaces.get(pair.employeeId) ?? [],
        timeOffs: people.timeOffs.filter((t) => t.employeeId === pair.employeeId),
        unavailability: people.unavailability.filter((u) => u.employeeId === pair.employeeId),
        bookings: mine
          .filter(
            (b) => b.date >= addDaysIso(shift.date, -2) && b.date <= addDaysIso(shift.date, 2),
          )
          .map(shiftInterval),
        weekMinutes: mine
          .filter((b) => weekStart(b.date, settings.weekStartsOn) === week)
          .reduce((sum, b) => sum + b.duration, 0),
        restMinutes,
        splitGapMinutes,
      });
      if (rule) {
        skip(pair, rule);
        continue;
      }
      accepted.push(pair);
      onShift.push({ shiftId: shift.id, employeeId: pair.employeeId, stationNumber: null });
      timetable.set(pair.employeeId, [...mine, { ...shift, shiftId: shift.id }]);
    }

    // With drafts on, the fill waits for publishing, which tells people then.
    const published = !settings.buildAsDrafts;
    const rows = [...staff].flatMap(([shiftId, onShift]) => {
      const newcomers = onShift.filter((row) => row.stationNumber === null);
      const stations = stationsForNewcomers(
        onShift.filter((row) => row.stationNumber !== null).map((row) => row.stationNumber),
        newcomers.length,
        locked.get(shiftId)!,
      );
      return newcomers.map((row, i) => ({
        shiftId,
        employeeId: row.employeeId,
        stationNumber: stations[i]!,
        published,
      }));
    });
    await insertAssignments(tx, organizationId, rows);
    if (published) {
      await notifyEachOfTheirShifts(
        tx,
        notifier,
        organizationId,
        'assigned',
        shiftsByEmployee(accepted, locked),
      );
      await notifyEachOfTheirShifts(
        tx,
        notifier,
        organizationId,
        'removed',
        shiftsByEmployee(removed, locked),
      );
    }

    const record: AppliedRecord = {
      added: accepted,
      removed,
      staffAfter: [...staff].map(([shiftId, onShift]) => ({
        shiftId,
        employeeIds: onShift.map((row) => row.employeeId).sort((a, b) => a - b),
      })),
      published,
    };
    // Every shift whose people changed, announced once as it now stands.
    await announceShifts(
      tx,
      webhooks,
      organizationId,
      'shift.updated',
      unique([...accepted, ...removed].map((pair) => pair.shiftId)),
    );
    await tx
      .update(autoSchedulePreviews)
      .set({ status: 'applied', applied: record, appliedAt: new Date() })
      .where(eq(autoSchedulePreviews.id, previewId));
    return { applied: accepted.length, skipped };
  });
}
