import { describe, expect, it } from 'vitest';
import { dueReminder, type ReminderSchedule } from './due-reminder';

const start = new Date('2030-01-16T11:00:00Z');
const before = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
const firstOnly: ReminderSchedule = {
  firstReminderHours: 24,
  secondReminderEnabled: false,
  secondReminderHours: 2,
};
const both: ReminderSchedule = { ...firstOnly, secondReminderEnabled: true };

describe('dueReminder', () => {
  it('is nothing before the first reminder moment', () => {
    expect(dueReminder(start, both, before(24.01))).toBeNull();
  });

  it('is the first reminder from firstReminderHours before the start', () => {
    expect(dueReminder(start, both, before(24))).toBe('first');
    expect(dueReminder(start, both, before(3))).toBe('first');
  });

  it('is the second reminder from secondReminderHours before, when enabled', () => {
    expect(dueReminder(start, both, before(2))).toBe('second');
    expect(dueReminder(start, both, before(0.1))).toBe('second');
    expect(dueReminder(start, firstOnly, before(1))).toBe('first');
  });

  it('reads 0.5 hours as 30 minutes', () => {
    const halfHour = { ...both, secondReminderHours: 0.5 };
    expect(dueReminder(start, halfHour, before(31 / 60))).toBe('first');
    expect(dueReminder(start, halfHour, before(0.5))).toBe('second');
  });

  it('is nothing once the shift has started', () => {
    expect(dueReminder(start, both, start)).toBeNull();
    expect(dueReminder(start, firstOnly, before(-1))).toBeNull();
  });

  it('follows the lead times, not the names, when the second is set earlier than the first', () => {
    const inverted = { firstReminderHours: 1, secondReminderEnabled: true, secondReminderHours: 4 };
    expect(dueReminder(start, inverted, before(3))).toBe('second');
    expect(dueReminder(start, inverted, before(1))).toBe('first');
  });

  it('sends one reminder when both lead times are equal', () => {
    const equal = { firstReminderHours: 2, secondReminderEnabled: true, secondReminderHours: 2 };
    expect(dueReminder(start, equal, before(1))).toBe('first');
  });
});
