// GET /api/timesheets and /api/timesheets/:employeeId: each person's sheet for a period. A fixed number of reads whatever the
// number of people (the people, their punches, corrections, shifts, approvals, the locations and
// the lock), then every sheet is built in memory by build-sheet.ts.
import {
  aliasedTable,
  and,
  asc,
  between,
  eq,
  exists,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  employeeLocations,
  employeePositions,
  locations,
  positions,
  punches,
  shiftAssignments,
  shifts,
  timesheetApprovals,
  users,
} from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import { displayName } from '@shared/domain/display-name';
import type { PublicUser } from '@shared/validators/users';
import type { PeriodInput, TimesheetsQuery } from '@shared/validators/timesheets';
import {
  TIMESHEET_FLAGS,
  type TimesheetResponse,
  type TimesheetsResponse,
} from '@shared/validators/timesheets-responses';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { readableLocations } from '../locations/location-scope';
import { buildSheet, type Sheet, type SheetLocation, type SheetShift } from './build-sheet';
import {
  effectivePunches,
  readCorrections,
  readRawPunches,
  type NamedCorrection,
  type PunchWindow,
} from './effective-punches';
import { readStandingLock } from './period-locks';
import { readPayContext, type PayContext } from './pay-settings';
import { zoneClock } from './zone-clock';

export const NO_SUCH_PERSON = 'No such person';

type Period = { start: string; end: string };

/**
 * The days read around a period: the whole workweeks it touches (the weekly overtime rule sees
 * the week), and a day more each side, since a local day in any zone lies within a UTC day of it.
 */
export function readWindow(period: Period): { dates: Period; instants: PunchWindow } {
  const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const first = addDaysIso(period.start, -weekday(period.start) - 1);
  const last = addDaysIso(period.end, 6 - weekday(period.end) + 1);
  return {
    dates: { start: first, end: last },
    instants: {
      from: new Date(`${first}T00:00:00Z`),
      to: new Date(`${addDaysIso(last, 1)}T00:00:00Z`),
    },
  };
}

export type PersonSheet = {
  employeeId: number;
  name: string;
  firstName: string | null;
  lastName: string | null;
  sheet: Sheet;
  corrections: NamedCorrection[];
};

type Who = {
  organizationId: number;
  /** Only these people; null: everyone the location filter keeps. */
  employeeIds: number[] | null;
  /** Only people working at these locations; null: anywhere. */
  locationIds: number[] | null;
};

/** Everyone on a sheet: the organization's employees, and anyone else who punched or was scheduled. */
async function readPeople(db: Db, who: Who, window: ReturnType<typeof readWindow>) {
  const conditions: (SQL | undefined)[] = [eq(users.organizationId, who.organizationId)];
  if (who.employeeIds) conditions.push(inArray(users.id, who.employeeIds));
  else
    conditions.push(
      or(
        eq(users.role, 'employee'),
        exists(
          db
            .select({ one: sql`1` })
            .from(punches)
            .where(
              and(
                eq(punches.employeeId, users.id),
                between(punches.at, window.instants.from, window.instants.to),
              ),
            ),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(shiftAssignments)
            .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
            .where(
              and(
                eq(shiftAssignments.employeeId, users.id),
                between(shifts.date, window.dates.start, window.dates.end),
              ),
            ),
        ),
      ),
    );
  if (who.locationIds)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(employeeLocations)
          .where(
            and(
              eq(employeeLocations.employeeId, users.id),
              inArray(employeeLocations.locationId, who.locationIds),
            ),
          ),
      ),
    );
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      hourlyRate: users.hourlyRate,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The published shifts each person was assigned in the window, with the rates that price them. */
function readShifts(db: Db, organizationId: number, employeeIds: number[], dates: Period) {
  return db
    .select({
      employeeId: shiftAssignments.employeeId,
      id: shifts.id,
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
      locationId: shifts.locationId,
      positionId: shifts.positionId,
      qualificationRate: employeePositions.hourlyRate,
      positionRate: positions.hourlyRate,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .leftJoin(positions, eq(positions.id, shifts.positionId))
    .leftJoin(
      employeePositions,
      and(
        eq(employeePositions.employeeId, shiftAssignments.employeeId),
        eq(employeePositions.positionId, shifts.positionId),
      ),
    )
    .where(
      and(
        eq(shiftAssignments.organizationId, organizationId),
        inArray(shiftAssignments.employeeId, employeeIds),
        eq(shiftAssignments.published, true),
        eq(shifts.published, true),
        between(shifts.date, dates.start, dates.end),
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
}

async function readLocations(db: Db, organizationId: number) {
  const rows = await db
    .select({ id: locations.id, name: locations.name, timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.organizationId, organizationId));
  return new Map<number, SheetLocation>(rows.map(({ id, ...location }) => [id, location]));
}

const approver = aliasedTable(users, 'approver');

function readApprovals(db: Db, organizationId: number, employeeIds: number[], period: Period) {
  return db
    .select({
      employeeId: timesheetApprovals.employeeId,
      approvedAt: timesheetApprovals.approvedAt,
      approver: {
        firstName: approver.firstName,
        lastName: approver.lastName,
        email: approver.email,
      },
    })
    .from(timesheetApprovals)
    .leftJoin(approver, eq(approver.id, timesheetApprovals.approvedBy))
    .where(
      and(
        eq(timesheetApprovals.organizationId, organizationId),
        inArray(timesheetApprovals.employeeId, employeeIds),
        eq(timesheetApprovals.periodStart, period.start),
        eq(timesheetApprovals.periodEnd, period.end),
      ),
    );
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Every sheet the reader asked for, computed; shared by the JSON read and the payroll files. */
export async function computeSheets(db: Db, who: Who, period: Period, now: Date, pay?: PayContext) {
  const window = readWindow(period);
  const [payContext, people] = await Promise.all([
    pay ?? readPayContext(db, who.organizationId),
    readPeople(db, who, window),
  ]);
  const ids = people.map((person) => person.id);
  if (ids.length === 0) return { pay: payContext, people: [] as PersonSheet[], approvals: [] };
  const [raw, corrections, shiftRows, locationMap, approvals] = await Promise.all([
    readRawPunches(db, who.organizationId, ids, window.instants),
    readCorrections(db, who.organizationId, ids, window.instants),
    readShifts(db, who.organizationId, ids, window.dates),
    readLocations(db, who.organizationId),
    readApprovals(db, who.organizationId, ids, period),
  ]);
  const rawBy = groupBy(raw, (row) => row.employeeId);
  const correctionsBy = groupBy(corrections, (row) => row.employeeId);
  const shiftsBy = groupBy(shiftRows, (row) => row.employeeId);
  const clock = zoneClock();
  const sheets: PersonSheet[] = people.map((person) => {
    const mine = correctionsBy.get(person.id) ?? [];
    return {
      employeeId: person.id,
      name: displayName(person, 'Unnamed'),
      firstName: person.firstName,
      lastName: person.lastName,
      corrections: mine,
      sheet: buildSheet({
        period,
        pay: payContext,
        locations: locationMap,
        personalRate: person.hourlyRate,
        punches: effectivePunches(rawBy.get(person.id) ?? [], mine),
        shifts: (shiftsBy.get(person.id) ?? []).map(
          ({ employeeId: _, ...shift }): SheetShift => shift,
        ),
        now,
        clock,
      }),
    };
  });
  return { pay: payContext, people: sheets, approvals };
}

/**
 * Whose sheets the reader may see: a manager, the people of their scope (one named outside it is
 * missing); an employee, only their own.
 */
export async function sheetReaders(
  db: Db,
  actor: PublicUser,
  query: { employeeId?: number; locationId?: number },
): Promise<Who> {
  const { organizationId } = actor;
  if (actor.role !== 'manager') {
    if (query.employeeId !== undefined && query.employeeId !== actor.id)
      throw AppError.notFound(NO_SUCH_PERSON);
    return { organizationId, employeeIds: [actor.id], locationIds: null };
  }
  const locationIds = await readableLocations(db, actor, { locationId: query.locationId });
  return {
    organizationId,
    employeeIds: query.employeeId === undefined ? null : [query.employeeId],
    locationIds,
  };
}

type PersonRow = TimesheetsResponse['people'][number];

/** A person's row: totals, the period's flags once each, approval and waiting proposals. */
function personRow(
  { employeeId, name, sheet, corrections }: PersonSheet,
  approval: Awaited<ReturnType<typeof readApprovals>>[number] | undefined,
  seesPay: boolean,
): PersonRow {
  const total = (field: 'workedMinutes' | 'breakMinutes') =>
    sheet.days.reduce((sum, day) => sum + day[field], 0);
  const flagged = new Set(sheet.days.flatMap((day) => day.flags));
  return {
    employeeId,
    name,
    timeZone: sheet.timeZone,
    approved: approval
      ? {
          by: approval.approver ? displayName(approval.approver, 'A manager') : 'A manager',
          at: approval.approvedAt,
        }
      : null,
    totals: {
      scheduledMinutes: sheet.scheduledMinutes,
      workedMinutes: total('workedMinutes'),
      breakMinutes: total('breakMinutes'),
      regularMinutes: sheet.pay.regularMinutes,
      overtimeMinutes: sheet.pay.overtimeMinutes,
      doubleMinutes: sheet.pay.doubleMinutes,
      // Pay is a manager's to see, like the rates it comes from.
      gross: seesPay ? sheet.pay.gross : null,
      missingRate: seesPay && sheet.pay.missingRate,
    },
    flags: TIMESHEET_FLAGS.filter((what) => flagged.has(what)),
    proposals: corrections
      .filter((correction) => correction.status === 'proposed')
      .map((correction) => ({
        id: correction.id,
        action: correction.action,
        kind: correction.kind,
        punchId: correction.punchId,
        atBefore: correction.atBefore,
        atAfter: correction.atAfter,
        reason: correction.reason,
        requestedBy: correction.requestedByName,
        createdAt: correction.createdAt,
      })),
  };
}

async function readSheets(
  db: Db,
  actor: PublicUser,
  query: { start: string; end: string; employeeId?: number; locationId?: number },
  now: Date,
) {
  const period = { start: query.start, end: query.end };
  const who = await sheetReaders(db, actor, query);
  const [{ people, approvals }, lock] = await Promise.all([
    computeSheets(db, who, period, now),
    readStandingLock(db, actor.organizationId, period),
  ]);
  if (who.employeeIds && people.length === 0) throw AppError.notFound(NO_SUCH_PERSON);
  const approvedBy = new Map(approvals.map((row) => [row.employeeId, row]));
  const row = (person: PersonSheet) =>
    personRow(person, approvedBy.get(person.employeeId), actor.role === 'manager');
  return { period, locked: lock !== null, people, row };
}

/**
 * GET /api/timesheets: a row per person, totals and flags only; a person's days (most of a
 * sheet's bytes) are read when their row is opened.
 */
export async function readTimesheets(
  db: Db,
  actor: PublicUser,
  query: TimesheetsQuery,
  now = new Date(),
): Promise<TimesheetsResponse> {
  const { period, locked, people, row } = await readSheets(db, actor, query, now);
  return { ...period, locked, people: people.map(row) };
}

/** GET /api/timesheets/:employeeId: one person's row with their days. */
export async function readTimesheet(
  db: Db,
  actor: PublicUser,
  employeeId: number,
  period: PeriodInput,
  now = new Date(),
): Promise<TimesheetResponse> {
  const sheets = await readSheets(db, actor, { ...period, employeeId }, now);
  const person = sheets.people[0]!;
  return {
    ...sheets.period,
    locked: sheets.locked,
    timeZone: person.sheet.timeZone,
    person: { ...sheets.row(person), days: person.sheet.days },
  };
}
