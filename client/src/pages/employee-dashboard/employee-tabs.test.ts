import { describe, expect, it } from 'vitest';
import { resolveTab } from '@/lib/tab-selection';
import { EMPLOYEE_TAB_RULES } from './employee-tabs';

const resolve = (param: string | null, stored: string | null = null) =>
  resolveTab(EMPLOYEE_TAB_RULES, param, stored);

describe('employee tab selection', () => {
  it('keeps schedule, shift-requests, preferences, payroll, side-hustles and settings', () => {
    const tabs = [
      'schedule',
      'shift-requests',
      'preferences',
      'payroll',
      'side-hustles',
      'settings',
    ];
    for (const tab of tabs) {
      expect(resolve(tab, 'payroll')).toBe(tab);
    }
  });

  it('maps time-off and requests to preferences', () => {
    expect(resolve('time-off')).toBe('preferences');
    expect(resolve('requests')).toBe('preferences');
  });

  it("uses employeeActiveTab's value without a parameter", () => {
    expect(resolve(null, 'shift-requests')).toBe('shift-requests');
  });

  it('defaults to schedule', () => {
    expect(resolve(null, null)).toBe('schedule');
  });

  it('skips unknown values, including manager-only tabs', () => {
    expect(resolve('coaches', 'payroll')).toBe('payroll');
    expect(resolve('invitations', 'reports')).toBe('schedule');
  });
});
