import { describe, expect, it } from 'vitest';
import { resolveTab } from '@/lib/tab-selection';
import { MANAGER_TAB_RULES } from './manager-tabs';

const resolve = (param: string | null, stored: string | null = null) =>
  resolveTab(MANAGER_TAB_RULES, param, stored);

describe('manager tab selection', () => {
  it('takes a known ?tab= value', () => {
    for (const tab of ['schedule', 'requests', 'coaches', 'settings', 'payroll', 'side-hustles']) {
      expect(resolve(tab, 'settings')).toBe(tab);
    }
  });

  it('maps the aliases', () => {
    expect(resolve('time-off')).toBe('requests');
    expect(resolve('shift-requests')).toBe('requests');
    expect(resolve('invitations')).toBe('coaches');
    expect(resolve('reports')).toBe('payroll');
  });

  it('uses the stored tab without a parameter', () => {
    expect(resolve(null, 'coaches')).toBe('coaches');
    expect(resolve('', 'settings')).toBe('settings');
  });

  it('defaults to schedule', () => {
    expect(resolve(null, null)).toBe('schedule');
  });

  it('skips unknown values, including employee-only tabs and object keys', () => {
    expect(resolve('preferences', 'requests')).toBe('requests');
    expect(resolve('bogus', 'also-bogus')).toBe('schedule');
    expect(resolve('constructor', 'toString')).toBe('schedule');
  });
});
