// A seeded sample team for the fill: realistic weekly limits, approved time off (whole and part
// days), recurring unavailability and overlapping shift patterns, and optionally positions,
// preferences and wanted hours. The solver thread warms up on one; the bench measures on them.
import { addDaysIso, weekdayOf } from '@shared/domain/dates';
import { minutesToTime } from '@shared/domain/shift-time';
import { seededRandom as random } from '@shared/random';
import type { SolverInput } from './types';

/** The sample's first day, a Monday. */
export const SAMPLE_MONDAY = '2030-01-07';
const MONDAY = SAMPLE_MONDAY;

// Start hour, hours: opening, mid, closing, evening and an occasional night that overlap.
const PATTERNS = [
  { title: 'Opening', start: 6, hours: 8 },
  { title: 'Mid', start: 10, hours: 6 },
  { title: 'Closing', start: 14, hours: 8 },
  { title: 'Evening', start: 17, hours: 4 },
  { title: 'Night', start: 22, hours: 8 },
];

export function teamInstance(
  employees: number,
  weeks: number,
  seed: number,
  placesPerWeek = employees * 5,
): SolverInput {
  const rand = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const days = weeks * 7;
  // About five places a week per person, a little more than the team can cover once time off bites.
  const slotsPerDay = Math.round(placesPerWeek / 7);
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
    weekStartsOn: 1,
    candidates,
    bookings: [],
    timeOffs,
    unavailability,
    minRestHours: 8,
    maxSplitGapHours: 5,
    rebalance: false,
  };
}

const POSITIONS = ['Barista', 'Kitchen', 'Floor', 'Front desk', 'Coach'];

/**
 * A team instance with what the fill weighs below the count: five positions (most shifts need
 * one, each person is qualified for one to three), a liked and an avoided window for 30% of the
 * people, and a weekly minimum and target for everyone, within their limit.
 */
export function withLevels(input: SolverInput, seed: number): SolverInput {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const shifts = input.shifts.map((shift) => {
    if (rand() < 0.15) return { ...shift, positionId: null };
    const p = Math.floor(rand() * POSITIONS.length);
    return { ...shift, positionId: p + 1, positionName: POSITIONS[p]! };
  });
  const preferences: NonNullable<SolverInput['preferences']> = [];
  const candidates = input.candidates.map((c) => {
    const count = 1 + Math.floor(rand() * 3);
    const positions = [...new Set(Array.from({ length: count }, () => 1 + Math.floor(rand() * 5)))];
    if (rand() < 0.3) {
      const band = (kind: 'like' | 'avoid') => {
        const from = pick([6, 10, 14, 17]);
        preferences.push({
          employeeId: c.id,
          dayOfWeek: Math.floor(rand() * 7),
          startTime: minutesToTime(from * 60),
          endTime: minutesToTime((from + 6) * 60),
          kind,
          effectiveFrom: null,
          effectiveUntil: null,
        });
      };
      band('like');
      band('like');
      band('avoid');
    }
    const target = Math.round(c.weeklyHoursLimit * pick([0.5, 0.75, 1]));
    return { ...c, positions, targetHours: target, minHours: Math.round(target / 2) };
  });
  return { ...input, shifts, candidates, preferences };
}
