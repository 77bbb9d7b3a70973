import { describe, expect, it } from 'vitest';
import {
  availableRoleViews,
  readStoredRoleView,
  resolveRoleView,
  storeRoleView,
} from './role-view';
import { clearUserStorage, STORAGE_KEYS } from './storage-keys';

describe('availableRoleViews', () => {
  it('lets managers act as manager or employee, employees only as employee', () => {
    expect(availableRoleViews('manager')).toEqual(['manager', 'employee']);
    expect(availableRoleViews('employee')).toEqual(['employee']);
    expect(availableRoleViews('admin')).toEqual([]);
  });
});

describe('resolveRoleView', () => {
  it('restores a stored choice that is still allowed', () => {
    expect(resolveRoleView('manager', 'employee')).toBe('employee');
  });

  it('ignores a stored choice no longer allowed and uses the own role', () => {
    expect(resolveRoleView('employee', 'manager')).toBe('employee');
    expect(resolveRoleView('manager', 'superuser')).toBe('manager');
  });

  it('defaults to the own role', () => {
    expect(resolveRoleView('manager', null)).toBe('manager');
  });

  it('has no view for an unknown role', () => {
    expect(resolveRoleView('admin', 'manager')).toBeNull();
  });
});

describe('stored role view', () => {
  it('is remembered per user id under selectedRole', () => {
    storeRoleView(7, 'employee');
    storeRoleView(8, 'manager');
    expect(readStoredRoleView(7)).toBe('employee');
    expect(readStoredRoleView(8)).toBe('manager');
    expect(readStoredRoleView(9)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedRole)!)).toEqual({
      7: 'employee',
      8: 'manager',
    });
  });

  it('survives unreadable storage as "nothing stored"', () => {
    localStorage.setItem(STORAGE_KEYS.selectedRole, 'not json');
    expect(readStoredRoleView(7)).toBeNull();
    storeRoleView(7, 'employee');
    expect(readStoredRoleView(7)).toBe('employee');
  });

  it('is cleared for the user who signs out, and only for them', () => {
    storeRoleView(7, 'employee');
    storeRoleView(8, 'employee');
    localStorage.setItem(STORAGE_KEYS.managerActiveTab, 'requests');
    clearUserStorage(7);
    expect(readStoredRoleView(7)).toBeNull();
    expect(readStoredRoleView(8)).toBe('employee');
    expect(localStorage.getItem(STORAGE_KEYS.managerActiveTab)).toBeNull();
    clearUserStorage(8);
    expect(localStorage.getItem(STORAGE_KEYS.selectedRole)).toBeNull();
  });
});
