import { describe, expect, it } from 'vitest';
import {
  capacityError,
  capacityMessage,
  isUnderstaffed,
  shiftCapacity,
  stationsForNewcomers,
} from './shift-capacity';

describe('shift capacity', () => {
  it('is one without stations, else stations times employees per station', () => {
    expect(shiftCapacity({ numberOfStations: 0, employeesPerStation: 5 })).toBe(1);
    expect(shiftCapacity({ numberOfStations: 1, employeesPerStation: 1 })).toBe(1);
    expect(shiftCapacity({ numberOfStations: 3, employeesPerStation: 5 })).toBe(15);
  });

  it('calls a shift understaffed below capacity only', () => {
    const shift = { numberOfStations: 2, employeesPerStation: 2 };
    expect(isUnderstaffed(0, shift)).toBe(true);
    expect(isUnderstaffed(3, shift)).toBe(true);
    expect(isUnderstaffed(4, shift)).toBe(false);
    expect(isUnderstaffed(0, { numberOfStations: 0, employeesPerStation: 1 })).toBe(true);
    expect(isUnderstaffed(1, { numberOfStations: 0, employeesPerStation: 1 })).toBe(false);
  });

  it('explains an over-capacity request with the configuration', () => {
    expect(capacityMessage(3, { numberOfStations: 1, employeesPerStation: 2 })).toBe(
      'Cannot assign 3 employees. This shift configuration has 1 station(s) x 2 employee(s) per station = 2 slots.',
    );
    expect(capacityMessage(2, { numberOfStations: 0, employeesPerStation: 3 })).toBe(
      'Cannot assign 2 employees. This shift configuration has no stations = 1 slot.',
    );
    expect(capacityError(2, { numberOfStations: 1, employeesPerStation: 2 })).toBeNull();
    expect(capacityError(3, { numberOfStations: 1, employeesPerStation: 2 })).toMatch(
      /^Cannot assign 3 employees\. /,
    );
  });
});

describe('station numbers for newcomers', () => {
  it('fills the lowest station with room', () => {
    const shift = { numberOfStations: 3, employeesPerStation: 2 };
    expect(stationsForNewcomers([], 5, shift)).toEqual([1, 1, 2, 2, 3]);
    expect(stationsForNewcomers([1, 3], 3, shift)).toEqual([1, 2, 2]);
  });

  it('uses station 1 when the shift has no stations', () => {
    expect(stationsForNewcomers([], 1, { numberOfStations: 0, employeesPerStation: 1 })).toEqual([
      1,
    ]);
  });
});
