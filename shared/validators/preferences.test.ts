import { describe, expect, it } from 'vitest';
import { employeeUpdateSchema, wantedHoursIssues } from './accounts';
import {
  createPreferenceSchema,
  preferencesQuerySchema,
  updatePreferenceSchema,
  wantedHoursSchema,
} from './preferences';
import { createUnavailabilitySchema } from './time-off';

const window = { dayOfWeek: 1, startTime: '09:00', endTime: '13:00', kind: 'like' };
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('a preference window', () => {
  it('takes a weekday, a band that ends after it starts, a kind and optional dates', () => {
    expect(
      createPreferenceSchema.parse({
        ...window,
        startTime: '09:00:30',
        effectiveFrom: '',
        effectiveUntil: '2030-01-01',
      }),
    ).toEqual({ ...window, effectiveFrom: null, effectiveUntil: '2030-01-01' });
    expect(updatePreferenceSchema.parse({ ...window, kind: 'avoid' })).toEqual({
      ...window,
      kind: 'avoid',
    });
  });

  it('refuses a band that ends before or when it starts, on the end time', () => {
    for (const endTime of ['08:59', '09:00'])
      expect(issues(createPreferenceSchema.safeParse({ ...window, endTime }))).toEqual([
        { path: 'endTime', message: 'Start time must be before end time' },
      ]);
  });

  it('refuses dates running backwards, unknown kinds and weekdays beyond Saturday', () => {
    expect(
      issues(
        createPreferenceSchema.safeParse({
          ...window,
          effectiveFrom: '2030-02-01',
          effectiveUntil: '2030-01-31',
        }),
      ),
    ).toEqual([
      { path: 'effectiveUntil', message: 'Effective until cannot be before effective from' },
    ]);
    expect(issues(createPreferenceSchema.safeParse({ ...window, kind: 'maybe' }))).toEqual([
      { path: 'kind', message: 'Kind must be like or avoid' },
    ]);
    expect(issues(updatePreferenceSchema.safeParse({ ...window, dayOfWeek: 7 }))).toEqual([
      { path: 'dayOfWeek', message: 'Day of week must be 0 (Sunday) to 6 (Saturday)' },
    ]);
  });

  it('shares its window checks with recurring unavailability', () => {
    const { kind: _kind, ...hours } = window;
    expect(issues(createUnavailabilitySchema.safeParse({ ...hours, endTime: '08:00' }))).toEqual([
      { path: 'endTime', message: 'Start time must be before end time' },
    ]);
  });
});

describe('the preferences query', () => {
  it('takes a person or the team, and a period of both ends up to 92 days', () => {
    expect(
      preferencesQuerySchema.parse({ team: 'true', start: '2030-01-07', end: '2030-01-13' }),
    ).toEqual({
      team: 'true',
      start: '2030-01-07',
      end: '2030-01-13',
    });
    expect(issues(preferencesQuerySchema.safeParse({ end: '2030-01-13' }))).toEqual([
      { path: 'start', message: 'Give both start and end, or neither' },
    ]);
    expect(
      issues(preferencesQuerySchema.safeParse({ start: '2030-01-01', end: '2030-04-03' })),
    ).toEqual([{ path: 'end', message: 'At most 92 days at a time' }]);
    expect(preferencesQuerySchema.safeParse({ team: 'true', employeeId: '3' }).success).toBe(false);
  });
});

describe('wanted weekly hours', () => {
  it('keeps the minimum up to the target and both within the limit', () => {
    expect(wantedHoursIssues({ minHours: 10, targetHours: 20 }, 40)).toEqual([]);
    expect(wantedHoursIssues({ minHours: null, targetHours: 40 }, 40)).toEqual([]);
    expect(wantedHoursIssues({ minHours: 25, targetHours: 20 }, 40)).toEqual([
      { path: 'minHours', message: 'Minimum hours cannot be more than target hours' },
    ]);
    expect(wantedHoursIssues({ targetHours: 40.5 }, 40)).toEqual([
      {
        path: 'targetHours',
        message: 'Target hours cannot be more than the weekly hours limit (40 h)',
      },
    ]);
    expect(wantedHoursIssues({ minHours: 41 }, 40)).toEqual([
      {
        path: 'minHours',
        message: 'Minimum hours cannot be more than the weekly hours limit (40 h)',
      },
    ]);
  });

  it('goes in steps of 0.5, as JSON numbers or null', () => {
    expect(wantedHoursSchema.parse({ minHours: 12.5, targetHours: null })).toEqual({
      minHours: 12.5,
      targetHours: null,
    });
    expect(issues(wantedHoursSchema.safeParse({ targetHours: 12.25 }))).toEqual([
      { path: 'targetHours', message: 'Target hours go in steps of 0.5' },
    ]);
    expect(wantedHoursSchema.safeParse({ minHours: '12' }).success).toBe(false);
    expect(wantedHoursSchema.safeParse({ minHours: -1 }).success).toBe(false);
  });

  it('on the employee edit, a target over the limit sent with it is a field error', () => {
    const edit = { weeklyHoursLimit: 30, employeeType: 'hourly', role: 'employee' };
    expect(employeeUpdateSchema.safeParse({ ...edit, minHours: 10, targetHours: 30 }).success).toBe(
      true,
    );
    expect(issues(employeeUpdateSchema.safeParse({ ...edit, targetHours: 31 }))).toEqual([
      {
        path: 'targetHours',
        message: 'Target hours cannot be more than the weekly hours limit (30 h)',
      },
    ]);
  });
});
