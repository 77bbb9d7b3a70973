import { NOTIFICATION_TYPES } from '@shared/schema';
import { describe, expect, it } from 'vitest';
import { notificationHref, tabForNotification } from './notification-tab';
import type { NotificationType } from './types';

const EMPLOYEE: Record<NotificationType, string> = {
  swap_request: 'shift-requests',
  swap_response: 'shift-requests',
  cover_request: 'shift-requests',
  time_off: 'preferences',
  time_off_response: 'preferences',
  schedule_assignment: 'schedule',
  schedule_removal: 'schedule',
  schedule_update: 'schedule',
  schedule_cancellation: 'schedule',
  manager_update: 'schedule',
};

const MANAGER: Record<NotificationType, string> = {
  ...EMPLOYEE,
  swap_request: 'requests',
  swap_response: 'requests',
  cover_request: 'requests',
  time_off: 'requests',
  time_off_response: 'requests',
};

describe('tabForNotification', () => {
  it.each(NOTIFICATION_TYPES)('sends %s to the employee tab that holds it', (type) => {
    expect(tabForNotification(type, 'employee')).toBe(EMPLOYEE[type]);
  });

  it.each(NOTIFICATION_TYPES)('sends %s to the manager tab that holds it', (type) => {
    expect(tabForNotification(type, 'manager')).toBe(MANAGER[type]);
  });

  it('sends an unknown type to the schedule', () => {
    expect(tabForNotification('something_new', 'employee')).toBe('schedule');
  });

  it('builds the dashboard link', () => {
    expect(notificationHref('cover_request', 'employee')).toBe('/?tab=shift-requests');
    expect(notificationHref('time_off_response', 'manager')).toBe('/?tab=requests');
  });
});
