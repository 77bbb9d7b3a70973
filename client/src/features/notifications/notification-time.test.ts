import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationTime } from './notification-time';

describe('notificationTime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-02T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says how long ago', () => {
    expect(notificationTime('2025-06-02T11:55:00Z')).toBe('5 minutes ago');
    expect(notificationTime('2025-05-31T12:00:00.000Z')).toBe('2 days ago');
  });

  it("says 'Recently' for a date it cannot read", () => {
    expect(notificationTime('not a date')).toBe('Recently');
    expect(notificationTime('')).toBe('Recently');
    expect(notificationTime(null)).toBe('Recently');
  });
});
