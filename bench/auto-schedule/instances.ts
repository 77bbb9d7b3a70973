// Seeded fill instances: a team with realistic weekly limits, approved time off (whole and part
// days), recurring unavailability and overlapping shift patterns, plus traps where filling in
// date order is provably worse than the optimum.
import { addDaysIso, weekdayOf } from '@shared/domain/dates';
import { minutesToTime } from '@shared/domain/shift-time';
import { seededRandom as random } from '@shared/random';
import type { SolverInput } from '../../server/features/auto-schedule/solver/types';

const MONDAY = '2030-01-07';

// Start hour, hours: opening, mid, closing, evening and an occasional night that overlap.
const PATTERNS = [
  { title: 'Opening', start: 6, hours: 8 },
  { title: 'Mid', start: 10, hours: 6 },
  { title: 'Closing', start: 14, hours: 8 },
  { title: 'Evening', start: 17, hours: 4 },
  { title: 'Night', start: 22, hours: 8 },
];

export function teamInstance(employees: number, weeks: number, seed: number): SolverInput {
  const rand = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const days = weeks * 7;
  // About five places a week per person, a little more than the team can cover once time off bites.
  const slotsPerDay = Math.round((employees * 5) / 7);
  const shifts: SolverInput['shifts'] = [];
  let id = 1;
  for (let d = 0; d < days; d++) {
    for (let placed = 0; placed < slotsPerDay;) {
      const pattern = rand() < 0.05 ? PATTERNS[4]! : pick(PATTERNS.slice(0, 4));
      const capacity = Math.min(1 + Math.floor(rand() * 3), slotsPerDay - placed);
      shifts.push({
        id: id++,
        title: pattern.title,
        shiftType: rand() < 0.3 ? 'Training' : 'Standard',
        date: addDaysIso(MONDAY, d),
        startTime: minutesToTime(pattern.start * 60 + (rand() < 0.3 ? 30 : 0)),
        duration: pattern.hours * 60,
        capacity,
        employeeIds: [],
      });
      placed += capacity;
    }
  }
  const candidates = Array.from({ length: employees }, (_, i) => ({
    id: 10_000 + i,
    weeklyHoursLimit: pick([40, 40, 40, 32, 24, 16]),
    familiar: rand() < 0.6 ? [`title:${pick(PATTERNS).title}`] : [],
  }));
  const timeOffs: SolverInput['timeOffs'] = [];
  const unavailability: SolverInput['unavailability'] = [];
  for (const c of candidates) {
    if (rand() < 0.12) {
      const start = addDaysIso(MONDAY, Math.floor(rand() * days));
      timeOffs.push({
        employeeId: c.id,
        startDate: start,
        endDate: addDaysIso(start, Math.floor(rand() * 5)),
        allDay: true,
        startTime: null,
        endTime: null,
        multipleDates: null,
      });
    }
    if (rand() < 0.08)
      timeOffs.push({
        employeeId: c.id,
        startDate: addDaysIso(MONDAY, Math.floor(rand() * days)),
        endDate: addDaysIso(MONDAY, Math.floor(rand() * days)),
        allDay: false,
        startTime: '12:00',
        endTime: '15:00',
        multipleDates: null,
      });
    const windows = rand() < 0.3 ? 1 + Math.floor(rand() * 2) : 0;
    for (let w = 0; w < windows; w++) {
      const from = pick([6, 12, 17]);
      unavailability.push({
        employeeId: c.id,
        dayOfWeek: weekdayOf(addDaysIso(MONDAY, Math.floor(rand() * 7))),
        startTime: minutesToTime(from * 60),
        endTime: minutesToTime((from + 6) * 60),
        effectiveFrom: null,
        effectiveUntil: null,
      });
    }
  }
  return {
    shifts,
    candidates,
    bookings: [],
    timeOffs,
    unavailability,
    minRestHours: 8,
    maxSplitGapHours: 5,
    rebalance: false,
  };
}

/**
 * Each day, a morning everyone could work and an overlapping afternoon only half the team can:
 * in date order the flexible people take the mornings and the afternoons go empty.
 */
export function trapInstance(employees: number, weeks: number): SolverInput {
  const half = Math.floor(employees / 2);
  const shifts: SolverInput['shifts'] = [];
  for (let d = 0; d < weeks * 7; d++) {
    const date = addDaysIso(MONDAY, d);
    const base = { shiftType: 'Standard', date, capacity: half, employeeIds: [] };
    shifts.push({ ...base, id: 2 * d + 1, title: 'Morning', startTime: '07:00', duration: 240 });
    shifts.push({ ...base, id: 2 * d + 2, title: 'Afternoon', startTime: '10:00', duration: 300 });
  }
  const candidates = Array.from({ length: employees }, (_, i) => ({
    id: 10_000 + i,
    weeklyHoursLimit: 40,
    familiar: [],
  }));
  // The first half (lowest ids, so date-order greedy tries them first) is free all day; the
  // second half cannot work afternoons.
  const unavailability = candidates.slice(half).flatMap((c) =>
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      employeeId: c.id,
      dayOfWeek,
      startTime: '11:30',
      endTime: '20:00',
      effectiveFrom: null,
      effectiveUntil: null,
    })),
  );
  return {
    shifts,
    candidates,
    bookings: [],
    timeOffs: [],
    unavailability,
    minRestHours: 8,
    maxSplitGapHours: 5,
    rebalance: false,
  };
}
