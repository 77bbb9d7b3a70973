// Settings inputs and their option sets. Shared by the Settings tab and the routes.
import { z } from 'zod';
import { MAX_MIN_REST_HOURS } from '../domain/rest';
import { MAX_MAX_SPLIT_GAP_HOURS } from '../domain/split-shift';
import { businessNameSchema, timeZoneSchema, weekStartsOnSchema } from './organization';
import { CLAIM_MODES } from './open-shifts';

export const FIRST_REMINDER_HOURS = [1, 2, 4, 8, 12, 24, 48] as const;
export const SECOND_REMINDER_HOURS = [0.5, 1, 2, 4, 8] as const;
export const ADVANCE_NOTICE_DAYS = [1, 3, 7, 14, 30] as const;
export const BUSY_PERIODS = ['weekends', 'holidays', 'peak-hours'] as const;
/** Weeks ahead managers may schedule; 0 is no limit. */
export const ADVANCE_SCHEDULING_WEEKS = [2, 4, 8, 12, 0] as const;

/** Common ISO 4217 currencies the report's amounts can be shown in. */
export const CURRENCIES = [
  'USD',
  'CAD',
  'MXN',
  'BRL',
  'EUR',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'KRW',
  'INR',
  'ZAR',
] as const;

// Numbers are JSON numbers: coercion would read true as 1 and [] as 0. The forms read their
// fields as numbers.
const oneOf = <T extends readonly number[]>(values: T, label: string) =>
  z
    .number()
    .refine(
      (v) => (values as readonly number[]).includes(v),
      `${label} must be one of ${values.join(', ')}`,
    );

export const reminderSettingsSchema = z.object({
  remindersEnabled: z.boolean(),
  firstReminderHours: oneOf(FIRST_REMINDER_HOURS, 'First reminder hours'),
  secondReminderEnabled: z.boolean(),
  secondReminderHours: oneOf(SECOND_REMINDER_HOURS, 'Second reminder hours'),
  emailNotificationsNewShifts: z.boolean(),
  emailNotificationsTimeOff: z.boolean(),
  emailNotificationsScheduleChanges: z.boolean(),
  emailNotificationsTimeOffDecisions: z.boolean(),
  emailNotificationsSwapRequests: z.boolean(),
  emailNotificationsSwapResponses: z.boolean(),
  emailNotificationsWelcome: z.boolean(),
  emailNotificationsRecurringUnavailability: z.boolean(),
});

export const timeOffSettingsSchema = z.object({
  maxConcurrentTimeOff: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1 person')
    .max(10, 'At most 10 people'),
  timeOffAdvanceNoticeDays: oneOf(ADVANCE_NOTICE_DAYS, 'Advance notice days'),
  blockTimeOffDuringBusyPeriods: z.boolean(),
  busyPeriodDefinition: z.enum(BUSY_PERIODS),
});

const count = (min: number) =>
  z.number().int('Must be a whole number').min(min, `Minimum ${min}`).max(1000);

export const organizationSettingsSchema = z.object({
  businessName: businessNameSchema,
  timeZone: timeZoneSchema,
  // Optional, so a client that predates it keeps the stored week start.
  weekStartsOn: weekStartsOnSchema.optional(),
  // Optional, so a client that predates it saves its other settings without resetting it.
  currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list' }).optional(),
  defaultShiftDuration: z
    .number()
    .int()
    .min(15, 'At least 15 minutes')
    .max(720, 'At most 12 hours'),
  defaultWeeklyHours: z
    .number()
    .min(0)
    .max(168, 'Maximum: 168 hours per week (24 hours × 7 days)')
    .refine((h) => Number.isInteger(h * 2), 'Steps of 0.5 hours'),
  advanceSchedulingWeeks: oneOf(ADVANCE_SCHEDULING_WEEKS, 'Advance scheduling weeks'),
  // Optional so a client that predates it keeps the stored value instead of resetting it.
  minRestHours: z
    .number({ error: 'Minimum rest must be a number of hours' })
    .int('Must be a whole number of hours')
    .min(0, '0 turns the rest rule off')
    .max(MAX_MIN_REST_HOURS, `At most ${MAX_MIN_REST_HOURS} hours`)
    .optional(),
  maxSplitGapHours: z
    .number({ error: 'The split-shift gap must be a number of hours' })
    .int('Must be a whole number of hours')
    .min(0, '0 allows no split shifts')
    .max(MAX_MAX_SPLIT_GAP_HOURS, `At most ${MAX_MAX_SPLIT_GAP_HOURS} hours`)
    .optional(),
  defaultEmployeeType: z.enum(['hourly', 'salaried']),
  requireApprovalShiftSwaps: z.boolean(),
  allowViewAllSchedules: z.boolean(),
  // Absent leaves it as it is, so clients written before the setting keep working.
  buildAsDrafts: z.boolean().optional(),
  // Open shifts; each optional, so clients written before them keep the stored values.
  openShiftClaimMode: z.enum(CLAIM_MODES, { error: 'Unknown claim mode' }).optional(),
  offerOnPublish: z.boolean().optional(),
  bidWindowHours: z
    .number({ error: 'The bid window must be a number of hours' })
    .int('Must be a whole number of hours')
    .min(1, 'At least 1 hour')
    .max(168, 'At most 168 hours')
    .optional(),
  reviewBidAwards: z.boolean().optional(),
  unclaimedAlertHours: z
    .number({ error: 'The alert must be a number of hours' })
    .int('Must be a whole number of hours')
    .min(0, '0 turns the alert off')
    .max(168, 'At most 168 hours')
    .optional(),
  coveragePolicyMode: z.enum(['unlimited', 'restricted']),
  coverageHourlyLimit: count(0),
  coverageSalariedLimit: count(0),
  coverageHourlyToSalariedLimit: count(0),
  coverageSalariedToHourlyLimit: count(0),
  coverageRequestsPerInterval: count(1),
  coverageResetPeriod: z.enum(['week', 'month', 'quarter', 'year']),
  coverageInterval: z.enum(['day', 'week', 'month', 'quarter']),
});

/**
 * A save sends only the fields that changed, so two managers saving different cards both keep
 * their change. Derived from the whole schema: a new setting is patchable as soon as it exists.
 */
export const organizationSettingsPatchSchema = organizationSettingsSchema.partial();

export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export type TimeOffSettings = z.infer<typeof timeOffSettingsSchema>;
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
export type OrganizationSettingsPatch = z.infer<typeof organizationSettingsPatchSchema>;
