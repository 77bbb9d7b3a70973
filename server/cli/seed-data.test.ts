import { describe, expect, it } from 'vitest';
import { assignmentBlockers, restRule, splitShiftRule } from '@shared/domain/assignment-blockers';
import type { Booking } from '@shared/domain/availability-rules';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import { generateSeedData } from './seed-data';

describe('demo seed data', () => {
  it('gives nobody too little rest between days or a split shift past the limit', () => {
    const { shifts } = generateSeedData('2030-01-07');
    const worked = new Map<number, Booking[]>();
    shifts.forEach((shift, shiftId) => {
      for (const { person } of shift.assignments)
        worked.set(person, [
          ...(worked.get(person) ?? []),
          { ...shift, shiftId, employeeId: person },
        ]);
    });
    const broken = [...worked.values()].flatMap((own) =>
      own.flatMap((shift) =>
        assignmentBlockers(
          shift,
          {
            ...ORGANIZATION_SETTINGS_DEFAULTS,
            weeklyHoursLimit: 0,
            weekMinutes: 0,
            bookings: own.filter((other) => other.shiftId !== shift.shiftId),
            timeOffs: [],
            unavailability: [],
            positionIds: [],
            locationIds: [],
          },
          [restRule, splitShiftRule],
        ).map((blocker) => `${shift.employeeId} ${shift.date}: ${blocker.reason}`),
      ),
    );
    expect(broken).toEqual([]);
    // More than one shift a day is allowed, and the demo team works some.
    const days = [...worked.values()].flatMap((own) => own.map((s) => `${s.employeeId}|${s.date}`));
    expect(new Set(days).size).toBeLessThan(days.length);
  });

  it('puts people only on positions they are qualified for, and uses every position', () => {
    const { shifts, qualifications } = generateSeedData('2030-01-07');
    const qualified = new Set(qualifications.map((q) => `${q.person}|${q.position}`));
    const placed = shifts.flatMap((shift) =>
      shift.position === null ? [] : shift.assignments.map((a) => `${a.person}|${shift.position}`),
    );
    expect(placed.filter((key) => !qualified.has(key))).toEqual([]);
    expect(new Set(shifts.map((s) => s.position))).toEqual(new Set([null, 0, 1, 2]));
    expect(new Set(placed.map((key) => key.split('|')[1]))).toEqual(new Set(['0', '1', '2']));
  });
});
