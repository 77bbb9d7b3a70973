// Editing one shift, or this and later shifts of its series, with set-based updates and a bulk
// replacement of the assignment lists in one transaction.
import { inArray, sql } from 'drizzle-orm';
import { shifts, type Shift } from '@shared/schema';
import { timeToMinutes } from '@shared/domain/shift-time';
import type { ShiftFields, UpdateSeriesInput, UpdateShiftInput } from '@shared/validators/shifts';
import type { FeatureDeps } from '../../feature-deps';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import {
  refuseOutOfScopeLocation,
  refuseUnknownLocations,
  type LocationScope,
} from '../locations/location-scope';
import { refuseUnknownPosition } from '../positions/read-positions';
import { notifyScheduleChanges, shouldNotify } from './notify-changes';
import { announceShifts } from './announce-shifts';
import { loadHorizon, refusePastHorizon } from './scheduling-horizon';
import { replaceAssignments, setStaff } from './replace-assignments';
import { lockSeries, lockShift } from './shift-rows';
import type { ShiftView } from './shift-view';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

export const SERIES_DATE_FIXED = 'Date cannot be changed for recurring shifts';

type Fields = Partial<ShiftFields>;

function same(key: keyof ShiftFields, before: Shift, value: unknown) {
  if (key === 'startTime') return timeToMinutes(before.startTime) === timeToMinutes(String(value));
  return before[key] === value;
}

const sentFields = (fields: Fields) =>
  (Object.entries(fields) as [keyof ShiftFields, unknown][]).filter(
    ([, value]) => value !== undefined,
  );

/** Whether any sent field differs from the shift. */
const differs = (before: Shift, fields: Fields) =>
  sentFields(fields).some(([key, value]) => !same(key, before, value));

/** What a calendar feed shows of a shift: a change to any of these is a new revision of the event. */
const FEED_FIELDS: ReadonlySet<keyof ShiftFields> = new Set([
  'title',
  'date',
  'startTime',
  'duration',
  'notes',
  'positionId',
  'locationId',
]);

/** Whether the calendar event of the shift changes: its time, title or details. */
const revisesEvent = (before: Shift, fields: Fields) =>
  sentFields(fields).some(([key, value]) => FEED_FIELDS.has(key) && !same(key, before, value));

/**
 * The new `sequence` of each changed shift: one higher for those whose calendar event changes, so
 * calendar apps replace the event they hold (iCalendar SEQUENCE), the same for the rest.
 */
function nextSequence(changed: Shift[], fields: Fields) {
  const revised = changed.filter((shift) => revisesEvent(shift, fields)).map((shift) => shift.id);
  if (revised.length === 0) return shifts.sequence;
  if (revised.length === changed.length) return sql`${shifts.sequence} + 1`;
  return sql`${shifts.sequence} + case when ${inArray(shifts.id, revised)} then 1 else 0 end`;
}

/** Applies `fields` to the locked shifts, then their staffing; notifies and returns the shifts. */
async function applyChanges(
  tx: Tx,
  { notifier, webhooks }: Omit<Deps, 'db'>,
  organizationId: number,
  locked: Shift[],
  input: UpdateSeriesInput & { date?: string },
  scope: LocationScope,
): Promise<ShiftView[]> {
  const { employeeIds, notifyEmployees, allowOverride, ...fields } = input;
  await refuseUnknownPosition(tx, organizationId, fields.positionId);
  if (fields.locationId !== undefined) {
    // The shift's new location must be the manager's too, as its old one was (it was locked so).
    await refuseUnknownLocations(tx, organizationId, [fields.locationId]);
    refuseOutOfScopeLocation(scope, fields.locationId);
  }
  const changed = locked.filter((shift) => differs(shift, fields));
  // One set-based update for every shift that changes.
  const updated =
    changed.length > 0
      ? await tx
          .update(shifts)
          .set({
            ...Object.fromEntries(sentFields(fields)),
            sequence: nextSequence(changed, fields),
          })
          .where(
            inArray(
              shifts.id,
              changed.map((shift) => shift.id),
            ),
          )
          .returning()
      : [];
  const after = new Map([...locked, ...updated].map((shift) => [shift.id, shift]));
  const staffed = await replaceAssignments(
    tx,
    organizationId,
    locked.map((before) => ({ before, after: after.get(before.id)! })),
    setStaff(employeeIds),
    allowOverride,
    scope,
  );

  if (await shouldNotify(tx, organizationId, notifyEmployees)) {
    const updatedPeople = changed.flatMap((shift) => staffed.kept.get(shift.id) ?? []);
    await notifyScheduleChanges(tx, notifier, organizationId, [...after.values()], {
      assigned: staffed.assigned,
      removed: staffed.removed,
      updated: [...new Set(updatedPeople)],
    });
  }
  const views = await announceShifts(tx, webhooks, organizationId, 'shift.updated', [
    ...after.keys(),
  ]);
  return views.map((view) => ({ ...view, warnings: staffed.warnings.get(view.id) ?? [] }));
}

export async function updateShift(
  { db, ...deps }: Deps,
  organizationId: number,
  id: number,
  input: UpdateShiftInput,
  scope: LocationScope,
) {
  return transaction(db, async (tx) => {
    const shift = await lockShift(tx, organizationId, id, scope);
    // The dates are what make a series (read-only in the Edit dialog).
    if (shift.recurringSeriesId && input.date !== undefined && input.date !== shift.date) {
      throw AppError.badRequest(SERIES_DATE_FIXED);
    }
    // A shift already past the horizon (placed before the setting shrank) stays editable where it is.
    if (input.date !== undefined && input.date !== shift.date) {
      refusePastHorizon(await loadHorizon(tx, organizationId), input.date, 'date');
    }
    const [view] = await applyChanges(tx, deps, organizationId, [shift], input, scope);
    return view!;
  });
}

/** This shift and every later one of its series (`count` absent), or this and the next count-1. */
export async function updateSeries(
  { db, ...deps }: Deps,
  organizationId: number,
  id: number,
  input: UpdateSeriesInput,
  scope: LocationScope,
  count?: number,
) {
  return transaction(db, async (tx) => {
    const later = { later: true, limit: count };
    const locked = await lockSeries(tx, organizationId, id, later, scope);
    return applyChanges(tx, deps, organizationId, locked, input, scope);
  });
}
