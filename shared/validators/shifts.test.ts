import { describe, expect, it } from 'vitest';
import { rangeQuerySchema } from './schedule-queries';
import {
  availabilityQuerySchema,
  createShiftSchema,
  SHIFT_MESSAGES,
  updateSeriesSchema,
} from './shifts';

const valid = {
  title: 'Morning',
  shiftType: 'Standard',
  numberOfStations: 1,
  date: '2030-01-07',
  startTime: '09:00',
  duration: 90,
};
const firstMessage = (input: unknown) =>
  createShiftSchema.safeParse(input).error?.issues[0]?.message;

describe('createShiftSchema', () => {
  it('fills the defaults and normalizes the start time', () => {
    const parsed = createShiftSchema.parse({ ...valid, startTime: '09:15:00', notes: '' });
    expect(parsed).toMatchObject({
      color: 'teal',
      employeesPerStation: 1,
      startTime: '09:15',
      notes: null,
      employeeIds: [],
      allowOverride: false,
      isRepeating: false,
    });
  });

  it('asks for every required field with our message', () => {
    for (const field of [
      'title',
      'shiftType',
      'numberOfStations',
      'date',
      'startTime',
      'duration',
    ] as const) {
      const { [field]: _dropped, ...rest } = valid;
      expect(firstMessage(rest), field).toBe(SHIFT_MESSAGES.required);
    }
    expect(firstMessage({ ...valid, title: '  ' })).toBe(SHIFT_MESSAGES.required);
    expect(firstMessage({ ...valid, duration: 0 })).toBe(SHIFT_MESSAGES.required);
    expect(firstMessage({ ...valid, numberOfStations: '' })).toBe(SHIFT_MESSAGES.required);
  });

  it('accepts custom shift types and form strings for numbers', () => {
    const parsed = createShiftSchema.parse({
      ...valid,
      shiftType: 'Night Audit',
      numberOfStations: '0',
      duration: '765',
    });
    expect(parsed).toMatchObject({ shiftType: 'Night Audit', numberOfStations: 0, duration: 765 });
  });

  it('bounds stations, employees per station, colour, date, start time and duration', () => {
    expect(createShiftSchema.safeParse({ ...valid, numberOfStations: 4 }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, employeesPerStation: 0 }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, employeesPerStation: 6 }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, color: 'ocean' }).success).toBe(true);
    expect(createShiftSchema.safeParse({ ...valid, color: 'chartreuse' }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, date: '2030-02-30' }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, startTime: '09:10' }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, startTime: '24:00' }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, duration: 20 }).success).toBe(false);
    expect(createShiftSchema.safeParse({ ...valid, duration: 780 }).success).toBe(false);
  });

  it('refuses the same employee twice', () => {
    expect(firstMessage({ ...valid, employeeIds: [3, 3] })).toBe(
      'Each employee can be assigned only once',
    );
  });

  it('checks the repeat settings with our messages', () => {
    const repeating = { ...valid, isRepeating: true };
    expect(firstMessage(repeating)).toBe(SHIFT_MESSAGES.frequency);
    expect(firstMessage({ ...repeating, repeatFrequency: '' })).toBe(SHIFT_MESSAGES.frequency);
    expect(firstMessage({ ...repeating, repeatFrequency: 'custom' })).toBe(
      SHIFT_MESSAGES.customDays,
    );
    expect(firstMessage({ ...repeating, repeatFrequency: 'weekly', useWeeklyDays: true })).toBe(
      SHIFT_MESSAGES.weeklyDays,
    );
    expect(
      firstMessage({ ...repeating, repeatFrequency: 'daily', repeatEndDate: '2030-01-06' }),
    ).toBe('Repeat end date cannot be earlier than the start date');
    const ok = createShiftSchema.parse({
      ...repeating,
      repeatFrequency: 'custom',
      customDays: ['Friday', 1, 'monday'],
    });
    expect(ok.customDays).toEqual([1, 5]);
    // Without isRepeating the repeat fields are not checked.
    expect(createShiftSchema.safeParse({ ...valid, repeatFrequency: 'custom' }).success).toBe(true);
  });
});

describe('other shift inputs', () => {
  it('leaves the date out of a series edit', () => {
    expect(updateSeriesSchema.parse({ date: '2031-01-01', title: 'New' })).toEqual({
      title: 'New',
      allowOverride: false,
    });
  });

  it('reads availability queries from strings', () => {
    expect(
      availabilityQuerySchema.parse({ date: '2030-01-07', startTime: '08:00', duration: '60' }),
    ).toEqual({
      date: '2030-01-07',
      startTime: '08:00',
      duration: 60,
    });
  });

  it('limits a range to one year, end not before start', () => {
    expect(rangeQuerySchema.safeParse({ start: '2030-01-01', end: '2030-12-31' }).success).toBe(
      true,
    );
    expect(rangeQuerySchema.safeParse({ start: '2028-01-01', end: '2028-12-31' }).success).toBe(
      true,
    );
    expect(rangeQuerySchema.safeParse({ start: '2030-01-01', end: '2031-01-02' }).success).toBe(
      false,
    );
    expect(rangeQuerySchema.safeParse({ start: '2030-01-02', end: '2030-01-01' }).success).toBe(
      false,
    );
  });
});
