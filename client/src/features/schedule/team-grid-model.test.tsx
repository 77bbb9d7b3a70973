import { describe, expect, it } from 'vitest';
import { makeEmployee, testShift } from '@/test/utils';
import { buildTeamModel, targetBlockers } from './team-grid-model';

describe('the team grid model', () => {
  it('refuses a drag onto someone not qualified for the shift position, with the reason', () => {
    const ivy = makeEmployee({ id: 7, firstName: 'Ivy', positions: [] });
    const ben = makeEmployee({
      id: 8,
      firstName: 'Ben',
      positions: [{ positionId: 3, hourlyRate: null }],
    });
    const shift = testShift(1, 'Bar', {
      date: '2030-01-08',
      positionId: 3,
      positionName: 'Barista',
      positionColor: 'amber',
    });
    const model = buildTeamModel({
      monday: '2030-01-07',
      people: [ivy, ben],
      shifts: [shift],
      timeOffs: [],
      unavailability: [],
    });
    const blockers = targetBlockers(model, { shift, fromEmployeeId: null });
    expect(blockers.get(7)?.map((b) => b.reason)).toEqual(['Not qualified for Barista']);
    expect(blockers.get(8)).toEqual([]);

    // A shift without a position takes anyone.
    const open = { ...shift, positionId: null, positionName: null };
    expect(targetBlockers(model, { shift: open, fromEmployeeId: null }).get(7)).toEqual([]);
  });
});

describe('the team grid model at locations', () => {
  it("refuses a drag onto someone who doesn't work at the shift's location, naming it", () => {
    const ivy = makeEmployee({ id: 7, firstName: 'Ivy', locationIds: [1] });
    const ben = makeEmployee({ id: 8, firstName: 'Ben', locationIds: [1, 2] });
    const shift = testShift(1, 'Bar', {
      date: '2030-01-08',
      locationId: 2,
      locationName: 'Uptown',
    });
    const model = buildTeamModel({
      monday: '2030-01-07',
      people: [ivy, ben],
      shifts: [shift],
      timeOffs: [],
      unavailability: [],
    });
    const blockers = targetBlockers(model, { shift, fromEmployeeId: null });
    expect(blockers.get(7)?.map((b) => b.reason)).toEqual(["Doesn't work at Uptown"]);
    expect(blockers.get(8)).toEqual([]);
  });
});
