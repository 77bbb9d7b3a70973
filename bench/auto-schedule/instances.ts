// Seeded fill instances: the sample team (`sample-team.ts`) at several sizes, traps where filling
// in date order is provably worse than the optimum, and tight teams whose relaxation is
// fractional and out of reach.
import { addDaysIso } from '@shared/domain/dates';
import { seededRandom as random } from '@shared/random';
import {
  SAMPLE_MONDAY as MONDAY,
  teamInstance,
  withLevels,
} from '../../server/features/auto-schedule/solver/sample-team';
import type { SolverInput } from '../../server/features/auto-schedule/solver/types';

export { teamInstance, withLevels };

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
    weekStartsOn: 1,
    candidates,
    bookings: [],
    timeOffs: [],
    unavailability,
    minRestHours: 8,
    maxSplitGapHours: 5,
    rebalance: false,
  };
}

/**
 * A team a manager would build by hand, where the fill is hard: tight weekly limits, a weekday off
 * for most people, more time off and 10 h of rest, so the relaxation is fractional and out of reach.
 */
export function tightInstance(employees: number, weeks: number, places: number, seed: number) {
  const base = teamInstance(employees, weeks, seed, places / weeks);
  const rand = random(seed + 100);
  const candidates = base.candidates.map((c) => ({
    ...c,
    weeklyHoursLimit: [12, 16, 20, 24, 32][Math.floor(rand() * 5)]!,
  }));
  // One to three whole weekdays off each.
  const unavailability = [
    ...base.unavailability,
    ...candidates.flatMap((c) =>
      Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
        employeeId: c.id,
        dayOfWeek: Math.floor(rand() * 7),
        startTime: '00:00',
        endTime: '23:59',
        effectiveFrom: null,
        effectiveUntil: null,
      })),
    ),
  ];
  return withLevels({ ...base, candidates, unavailability, minRestHours: 10 }, seed + 200);
}

/** The levels bench's instances, by name (the exact MIP reads the 50-person one). */
export const LEVEL_INSTANCES = {
  'levels-200x1000': () => withLevels(teamInstance(200, 1, 11), 12),
  'levels-50x300': () => withLevels(teamInstance(50, 1, 13, 300), 14),
  'tight-40-2w-468': () => tightInstance(40, 2, 468, 21),
  'tight-120-2w-600': () => tightInstance(120, 2, 600, 22),
  'tight-200-2w-1002': () => tightInstance(200, 2, 1002, 23),
} as const;
