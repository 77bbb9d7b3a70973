// The demo organization as plain data, generated without a database: people, six weeks of shifts
// around the current week with their assignments, time-off and swap requests. References are
// indices into these arrays; seed-demo.ts turns them into ids. Deterministic: a seeded PRNG means
// the same current Monday always gives the same organization.
import { assignmentBlockers, restRule, splitShiftRule } from '@shared/domain/assignment-blockers';
import type { Booking } from '@shared/domain/availability-rules';
import { addDaysIso } from '@shared/domain/dates';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { timeToMinutes } from '@shared/domain/shift-time';
import { seededRandom } from '@shared/random';
import type { EMPLOYEE_TYPES, TIME_OFF_TYPES, UserRole } from '@shared/schema';
import {
  DEMO_EMAIL_DOMAIN,
  EMPLOYEE_NAMES,
  EVENTS,
  MANAGER_NAMES,
  qualificationsOf,
  TIMETABLE,
  TIME_OFF,
  WEEKLY_HOURS_LIMITS,
  type ShiftTemplate,
  type TimeOffTemplate,
} from './seed-catalog';
import { pickSwapRequests, type SeedSwap } from './seed-swaps';
import type { SeedShift } from './seed-catalog';

export const WEEKS_BEFORE = 3;
export const WEEKS = 6;
// Share of shifts deliberately left short of staff, so the understaffed views have something to show.
const UNDERSTAFFED_SHARE = 0.08;
const DAY_MINUTES = 24 * 60;

export type SeedPerson = {
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  employeeType: (typeof EMPLOYEE_TYPES)[number];
  weeklyHoursLimit: number;
};
export type SeedTimeOff = Omit<TimeOffTemplate, 'employee' | 'from' | 'to' | 'hours'> & {
  person: number;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  requiresApproval: boolean;
};
export type SeedData = {
  people: SeedPerson[];
  /** Who is qualified for which of POSITIONS, with their own rate for it where agreed. */
  qualifications: { person: number; position: number; hourlyRate: number | null }[];
  shifts: SeedShift[];
  timeOff: SeedTimeOff[];
  swaps: SeedSwap[];
};

// Approval follows the type: appointments and personal notes are informational.
const REQUIRES_APPROVAL: Record<(typeof TIME_OFF_TYPES)[number], boolean> = {
  vacation: true,
  sick: true,
  'time-off': true,
  appointment: false,
  personal: false,
};

function uuid(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function person(first: string, last: string, role: UserRole, rand: () => number): SeedPerson {
  const limit =
    role === 'manager' ? 40 : WEEKLY_HOURS_LIMITS[Math.floor(rand() * WEEKLY_HOURS_LIMITS.length)]!;
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    email: `${local}@${DEMO_EMAIL_DOMAIN}`,
    firstName: first,
    lastName: last,
    role,
    employeeType: role === 'manager' || (limit >= 36 && rand() < 0.5) ? 'salaried' : 'hourly',
    weeklyHoursLimit: limit,
  };
}

/** Every shift of the six weeks, in date and time order, not yet staffed. */
function timetableShifts(firstMonday: string, rand: () => number): SeedShift[] {
  const seriesIds = TIMETABLE.map(() => uuid(rand));
  const shifts: SeedShift[] = [];
  const add = (t: ShiftTemplate, week: number, day: number, recurringSeriesId: string | null) =>
    shifts.push({
      ...t,
      date: addDaysIso(firstMonday, week * 7 + day),
      week,
      notes: t.notes ?? null,
      recurringSeriesId,
      assignments: [],
    });
  for (let week = 0; week < WEEKS; week++) {
    TIMETABLE.forEach(([days, t], slot) =>
      days.forEach((day) => add(t, week, day, seriesIds[slot]!)),
    );
    const [day, event] = EVENTS[week % EVENTS.length]!;
    add(event, week, day, null);
  }
  return shifts.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
  );
}

/** Who is busy when: [start, end) minutes per person and date. Shifts never cross midnight here. */
class Bookings {
  private readonly intervals = new Map<string, [number, number][]>();
  isFree(person: number, date: string, start: number, end: number): boolean {
    const booked = this.intervals.get(`${person}|${date}`) ?? [];
    return booked.every(([s, e]) => end <= s || e <= start);
  }
  book(person: number, date: string, start: number, end: number): void {
    const key = `${person}|${date}`;
    this.intervals.set(key, [...(this.intervals.get(key) ?? []), [start, end]]);
  }
}

/**
 * Would `shift` keep the demo organization's rest between working days and split-shift limit
 * with the shifts the person already works? The demo team should show what the rules allow.
 */
function keepsDayRules(shift: SeedShift, worked: Booking[]): boolean {
  const { minRestHours, maxSplitGapHours } = ORGANIZATION_SETTINGS_DEFAULTS;
  const person = {
    weeklyHoursLimit: 0,
    weekMinutes: 0,
    minRestHours,
    maxSplitGapHours,
    bookings: worked,
    timeOffs: [],
    unavailability: [],
    positionIds: [],
    locationIds: [],
  };
  return assignmentBlockers(shift, person, [restRule, splitShiftRule]).length === 0;
}

function timeOffRequests(currentMonday: string, employees: number[]): SeedTimeOff[] {
  return TIME_OFF.map(({ employee, from, to, hours, ...rest }) => ({
    ...rest,
    person: employees[employee]!,
    startDate: addDaysIso(currentMonday, from),
    endDate: addDaysIso(currentMonday, to),
    allDay: !hours,
    startTime: hours?.[0] ?? null,
    endTime: hours?.[1] ?? null,
    requiresApproval: REQUIRES_APPROVAL[rest.type],
  }));
}

export function generateSeedData(currentMonday: string): SeedData {
  const rand = seededRandom(20_240_610);
  const people = [
    ...MANAGER_NAMES.map(([first, last]) => person(first, last, 'manager', rand)),
    ...EMPLOYEE_NAMES.map(([first, last]) => person(first, last, 'employee', rand)),
  ];
  const employees = people.flatMap((p, i) => (p.role === 'employee' ? [i] : []));
  const shifts = timetableShifts(addDaysIso(currentMonday, -7 * WEEKS_BEFORE), rand);
  const timeOff = timeOffRequests(currentMonday, employees);

  // Time off that stands (not denied) makes its owner unavailable, as a manager would honour it.
  const bookings = new Bookings();
  for (const request of timeOff.filter((r) => r.status !== 'denied')) {
    const [start, end] = request.allDay
      ? [0, DAY_MINUTES]
      : [timeToMinutes(request.startTime!), timeToMinutes(request.endTime!)];
    for (let d = request.startDate; d <= request.endDate; d = addDaysIso(d, 1)) {
      bookings.book(request.person, d, start, end);
    }
  }

  // Only people qualified for the position a shift needs are put on it.
  const qualifications = employees.flatMap((p, k) =>
    qualificationsOf(k).map((q) => ({ person: p, ...q })),
  );
  const qualified = (p: number, shift: SeedShift) =>
    shift.position === null ||
    qualifications.some((q) => q.person === p && q.position === shift.position);

  const weekMinutes = new Map<string, number>();
  const worked = new Map<number, Booking[]>();
  const minutesOf = (p: number, week: number) => weekMinutes.get(`${p}|${week}`) ?? 0;
  for (const shift of shifts) {
    const capacity = shiftCapacity(shift);
    const wanted = rand() < UNDERSTAFFED_SHARE ? Math.floor(rand() * capacity) : capacity;
    const start = timeToMinutes(shift.startTime);
    const end = start + shift.duration;
    // The least-loaded free employees within their weekly limit and the day rules, with a little
    // chance mixed in.
    const chosen = employees
      .filter((p) => qualified(p, shift))
      .filter((p) => bookings.isFree(p, shift.date, start, end))
      .filter((p) => keepsDayRules(shift, worked.get(p) ?? []))
      .filter((p) => minutesOf(p, shift.week) + shift.duration <= people[p]!.weeklyHoursLimit * 60)
      .map((p) => ({ p, load: minutesOf(p, shift.week) / (people[p]!.weeklyHoursLimit * 60) }))
      .map(({ p, load }) => ({ p, score: load + rand() * 0.3 }))
      .sort((a, b) => a.score - b.score)
      .slice(0, wanted);
    chosen.forEach(({ p }, i) => {
      bookings.book(p, shift.date, start, end);
      worked.set(p, [...(worked.get(p) ?? []), { ...shift, shiftId: 0, employeeId: p }]);
      weekMinutes.set(`${p}|${shift.week}`, minutesOf(p, shift.week) + shift.duration);
      shift.assignments.push({
        person: p,
        stationNumber: Math.floor(i / shift.employeesPerStation) + 1,
      });
    });
  }

  const isFree = (p: number, s: SeedShift) =>
    bookings.isFree(p, s.date, timeToMinutes(s.startTime), timeToMinutes(s.startTime) + s.duration);
  // From next Monday on, whatever today is: a request for a past shift would be refused.
  const swaps = pickSwapRequests(shifts, employees, addDaysIso(currentMonday, 7), isFree, rand);
  return { people, qualifications, shifts, timeOff, swaps };
}
