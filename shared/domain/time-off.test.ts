import { describe, expect, it } from 'vitest';
import { TIME_OFF_TYPES as TABLE_TYPES } from '../schema';
import {
  busyPeriodProblem,
  coveredDates,
  managerMayCancel,
  ownerMayDelete,
  requiresApprovalFor,
  TIME_OFF_TYPES,
  timeOffStatusLabel,
} from './time-off';

describe('time-off rules', () => {
  it('knows the same types as the table, and which of them need approval', () => {
    expect([...TIME_OFF_TYPES].sort()).toEqual([...TABLE_TYPES].sort());
    expect(TIME_OFF_TYPES.filter(requiresApprovalFor).sort()).toEqual([
      'sick',
      'time-off',
      'vacation',
    ]);
  });

  it('covers every date of a range, or only the listed dates', () => {
    expect(coveredDates({ startDate: '2030-01-30', endDate: '2030-02-01' })).toEqual([
      '2030-01-30',
      '2030-01-31',
      '2030-02-01',
    ]);
    expect(
      coveredDates({
        startDate: '2030-01-01',
        endDate: '2030-01-09',
        multipleDates: ['2030-01-01', '2030-01-09'],
      }),
    ).toEqual(['2030-01-01', '2030-01-09']);
  });

  it('reads acknowledged as Unavailable', () => {
    expect(timeOffStatusLabel('acknowledged')).toBe('Unavailable');
    expect(timeOffStatusLabel('approved')).toBe('Approved');
  });

  it('lets the owner delete pending or informational entries, and managers cancel running approvals', () => {
    expect(ownerMayDelete({ status: 'pending', requiresApproval: true })).toBe(true);
    expect(ownerMayDelete({ status: 'acknowledged', requiresApproval: false })).toBe(true);
    expect(ownerMayDelete({ status: 'approved', requiresApproval: true })).toBe(false);
    expect(managerMayCancel({ status: 'approved', endDate: '2030-01-05' }, '2030-01-05')).toBe(
      true,
    );
    expect(managerMayCancel({ status: 'approved', endDate: '2030-01-04' }, '2030-01-05')).toBe(
      false,
    );
  });

  it('finds weekends and peak hours in busy periods', () => {
    const weekday = { startDate: '2030-01-07', endDate: '2030-01-07', allDay: true }; // a Monday
    const saturday = { ...weekday, startDate: '2030-01-12', endDate: '2030-01-12' };
    expect(busyPeriodProblem(weekday, 'weekends')).toBeNull();
    expect(busyPeriodProblem(saturday, 'weekends')).toMatch(/2030-01-12 falls on a weekend/);
    const morning = { ...weekday, allDay: false, startTime: '09:00', endTime: '12:00' };
    expect(busyPeriodProblem(morning, 'peak-hours')).toBeNull();
    expect(busyPeriodProblem({ ...morning, endTime: '16:30' }, 'peak-hours')).toMatch(/peak hours/);
    expect(busyPeriodProblem(saturday, 'holidays')).toBeNull();
  });
});
