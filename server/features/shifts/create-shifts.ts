// Creating one shift or a whole series with its assignments in one transaction: one bulk insert
// of shifts, one of assignments. If any assignment is refused, no shift is left behind. With the
// organization building as drafts, the shifts are drafts and nobody hears of them until publish.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { shifts } from '@shared/schema';
import { expandRecurrence, RecurrenceError } from '@shared/domain/recurrence';
import { seriesCutNotice } from '@shared/domain/scheduling-horizon';
import type { CreateShiftInput } from '@shared/validators/shifts';
import type { PublicUser } from '@shared/validators/users';
import type { FeatureDeps } from '../../feature-deps';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { shiftLocationId, type LocationScope } from '../locations/location-scope';
import { refuseUnknownPosition } from '../positions/read-positions';
import { buildsAsDrafts } from '../settings/service';
import { notifyScheduleChanges, shouldNotify } from './notify-changes';
import { announceShifts } from './announce-shifts';
import { loadHorizon, refusePastHorizon, type Horizon } from './scheduling-horizon';
import { replaceAssignments, setStaff, type StaffedShift } from './replace-assignments';
import type { ShiftView } from './shift-view';

/**
 * The dates the new shift or series falls on. Nothing may start past the horizon; a series that
 * would run past it (one with no end date runs a year) stops at it, and `cut` says so.
 */
function seriesDates(input: CreateShiftInput, horizon: Horizon) {
  refusePastHorizon(horizon, input.date, 'date');
  if (!input.isRepeating) return { dates: [input.date], cut: null };
  const cut =
    horizon.last !== null && (!input.repeatEndDate || input.repeatEndDate > horizon.last)
      ? seriesCutNotice(horizon.weeks, horizon.last)
      : null;
  try {
    const dates = expandRecurrence(
      {
        startDate: input.date,
        // The schema makes a repeating shift name its frequency.
        frequency: input.repeatFrequency!,
        endDate: cut ? horizon.last! : input.repeatEndDate,
        customDays: input.customDays,
        useWeeklyDays: input.useWeeklyDays,
        weeklyDays: input.weeklyDays,
      },
      horizon.weekStartsOn,
    );
    return { dates, cut };
  } catch (error) {
    if (error instanceof RecurrenceError) throw AppError.badRequest(error.message);
    throw error;
  }
}

type NewShift = Omit<typeof shifts.$inferInsert, 'id' | 'date' | 'createdAt' | 'updatedAt'> & {
  title: string;
  startTime: string;
  duration: number;
  numberOfStations: number;
  employeesPerStation: number;
  published: boolean;
  positionId: number | null;
  locationId: number;
};

/**
 * One INSERT for the whole series, its dates as one array parameter: building 365 rows of VALUES
 * in drizzle costs more than the database takes to store them.
 */
async function insertShifts(tx: Tx, shift: NewShift, dates: string[]): Promise<StaffedShift[]> {
  const column = (name: keyof typeof shifts.$inferInsert) => sql.identifier(shifts[name].name);
  const { rows } = await tx.execute<{ id: number; date: string }>(sql`
    insert into ${shifts} (
      ${column('organizationId')}, ${column('title')}, ${column('shiftType')}, ${column('color')},
      ${column('numberOfStations')}, ${column('employeesPerStation')}, ${column('date')}, ${column('startTime')},
      ${column('duration')}, ${column('notes')}, ${column('recurringSeriesId')}, ${column('createdBy')},
      ${column('published')}, ${column('positionId')}, ${column('locationId')})
    select ${shift.organizationId}::int, ${shift.title}::text, ${shift.shiftType}::text, ${shift.color}::text,
      ${shift.numberOfStations}::int, ${shift.employeesPerStation}::int, day, ${shift.startTime}::time,
      ${shift.duration}::int, ${shift.notes ?? null}::text, ${shift.recurringSeriesId ?? null}::text, ${shift.createdBy ?? null}::int,
      ${shift.published}::boolean, ${shift.positionId}::int, ${shift.locationId}::int
    from unnest(${sql.param(dates)}::date[]) as day
    returning ${column('id')}, ${column('date')}`);
  return rows.map(({ id, date }) => ({ ...shift, id, date }));
}

/**
 * The created shifts in date order, each with the warnings about its assignments; the last of a
 * series cut at the horizon also says where it stopped.
 */
export async function createShifts(
  { db, notifier, webhooks }: Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>,
  actor: PublicUser,
  input: CreateShiftInput,
  scope: LocationScope,
): Promise<ShiftView[]> {
  const { organizationId } = actor;
  const { dates, cut } = seriesDates(input, await loadHorizon(db, organizationId));
  const {
    title,
    shiftType,
    color,
    numberOfStations,
    employeesPerStation,
    startTime,
    duration,
    notes,
    positionId,
  } = input;
  const shift: Omit<NewShift, 'published' | 'locationId'> = {
    organizationId,
    title,
    shiftType,
    color,
    numberOfStations,
    employeesPerStation,
    startTime,
    duration,
    notes: notes ?? null,
    positionId,
    recurringSeriesId: input.isRepeating ? randomUUID() : null,
    createdBy: actor.id,
  };

  return transaction(db, async (tx) => {
    await refuseUnknownPosition(tx, organizationId, positionId);
    const locationId = await shiftLocationId(tx, organizationId, scope, input.locationId);
    const draft = await buildsAsDrafts(tx, organizationId);
    const created = await insertShifts(tx, { ...shift, locationId, published: !draft }, dates);
    const staffed = await replaceAssignments(
      tx,
      organizationId,
      created.map((after) => ({ before: null, after })),
      setStaff(input.employeeIds),
      input.allowOverride,
      scope,
    );
    if (!draft && (await shouldNotify(tx, organizationId, input.notifyEmployees))) {
      await notifyScheduleChanges(tx, notifier, organizationId, created, {
        assigned: staffed.assigned,
      });
    }
    const views = await announceShifts(
      tx,
      webhooks,
      organizationId,
      'shift.created',
      created.map((row) => row.id),
    );
    const last = views.at(-1)?.id;
    return views.map((view) => {
      const warnings = staffed.warnings.get(view.id) ?? [];
      return { ...view, warnings: cut && view.id === last ? [...warnings, cut] : warnings };
    });
  });
}
