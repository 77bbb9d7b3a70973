// The one source of truth for Shynk's data. Every tenant-owned row carries organization_id,
// and every query a feature writes is scoped by it.
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  numeric,
} from 'drizzle-orm/pg-core';
import { ORGANIZATION_SETTINGS_DEFAULTS as SETTINGS_DEFAULTS } from './domain/organization-settings-defaults';
import { BUSY_PERIODS, CURRENCIES } from './validators/settings';
import { CLAIM_MODES } from './validators/open-shifts';
import {
  CORRECTION_ACTIONS,
  CORRECTION_STATUSES,
  GEOFENCE_MODES,
  GEOFENCE_RESULTS,
  PAY_PERIODS,
  PUNCH_KINDS,
  PUNCH_SOURCES,
} from './validators/time-clock';
import { TIME_CLOCK_SETTINGS_DEFAULTS as CLOCK_DEFAULTS } from './domain/time-clock-settings-defaults';

export const USER_ROLES = ['manager', 'employee'] as const;
export const EMPLOYEE_TYPES = ['hourly', 'salaried'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export const TIME_OFF_TYPES = ['vacation', 'sick', 'appointment', 'personal', 'time-off'] as const;
export const TIME_OFF_STATUSES = [
  'pending',
  'approved',
  'denied',
  'acknowledged',
  'cancelled',
  'informational',
] as const;
export const SWAP_REQUEST_TYPES = ['swap', 'cover'] as const;
export const SWAP_STATUSES = [
  'pending',
  // The recipient agreed; a manager decides when the organization requires approval of swaps.
  'awaiting_manager',
  'approved',
  'denied',
  'cancelled',
] as const;
export const NOTIFICATION_TYPES = [
  'swap_request',
  'swap_response',
  'cover_request',
  'time_off',
  'time_off_response',
  'schedule_assignment',
  'schedule_removal',
  'schedule_update',
  'schedule_cancellation',
  'manager_update',
  'open_shift_offered',
  'open_shift_claim',
  'open_shift_decision',
  'open_shift_unclaimed',
  // Managers hear of clocks needing a look: nobody clocked in, heading past 40 hours, left open.
  'time_clock_alert',
] as const;
export const ROLE_CONTEXTS = ['manager', 'employee'] as const;
export { CLAIM_MODES };
export const CLAIM_STATUSES = ['pending', 'approved', 'declined', 'withdrawn', 'lost'] as const;
/** What a person says of a time band: they would like to work it, or would rather not. */
export const PREFERENCE_KINDS = ['like', 'avoid'] as const;

export const userRole = pgEnum('user_role', USER_ROLES);
export const employeeType = pgEnum('employee_type', EMPLOYEE_TYPES);
export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES);
export const timeOffType = pgEnum('time_off_type', TIME_OFF_TYPES);
export const timeOffStatus = pgEnum('time_off_status', TIME_OFF_STATUSES);
export const swapRequestType = pgEnum('swap_request_type', SWAP_REQUEST_TYPES);
export const swapStatus = pgEnum('swap_status', SWAP_STATUSES);
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);
export const roleContext = pgEnum('role_context', ROLE_CONTEXTS);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().default('My Organization'),
  timeZone: text('time_zone').notNull().default('America/Chicago'),
  // The weekday every week of this organization starts on, 0 = Sunday .. 6 = Saturday: schedule
  // weeks, month grids, weekly hour limits, reports and the overtime workweek.
  weekStartsOn: smallint('week_starts_on').notNull().default(1),
  // Rises in the same transaction as any write to shifts, assignments, time off or people, so
  // every app process can tell from one indexed read whether a cached schedule read is current.
  scheduleVersion: integer('schedule_version').notNull().default(0),
  // When the manager who signed the organization up confirmed their email. Null while they have
  // not: they may build a schedule, but Shynk sends no mail to anyone else for them. Organizations
  // made any other way count as confirmed (an invitation link proves its address), hence the default.
  verifiedAt: timestamp('verified_at', { withTimezone: true }).defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: userRole('role').notNull().default('employee'),
    employeeType: employeeType('employee_type').notNull().default('hourly'),
    weeklyHoursLimit: numeric('weekly_hours_limit', { precision: 5, scale: 1, mode: 'number' })
      .notNull()
      .default(40),
    // Manager-only: never sent to employees or the public.
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }),
    // The weekly hours the person wants: at least the minimum, ideally the target; both within
    // the weekly limit. Soft: the fill aims for them, nothing is refused for them.
    minHours: numeric('min_hours', { precision: 5, scale: 1, mode: 'number' }),
    targetHours: numeric('target_hours', { precision: 5, scale: 1, mode: 'number' }),
    // Managers only: false makes a location manager, who sees and changes only the locations they
    // work at (their employee_locations rows).
    managesAllLocations: boolean('manages_all_locations').notNull().default(true),
    // The person's kiosk PIN (4 to 6 digits), hashed like a password; null until they set one.
    clockPinHash: text('clock_pin_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are compared case-insensitively: one account per address across the product.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_organization_role_idx').on(t.organizationId, t.role),
  ],
);

// A site of the organization. Its shifts' dates and times are wall-clock times in its time zone.
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    address: text('address'),
    timeZone: text('time_zone').notNull(),
    // All three set or none: where a clock-in counts as on site.
    geofenceLatitude: numeric('geofence_latitude', { precision: 9, scale: 6, mode: 'number' }),
    geofenceLongitude: numeric('geofence_longitude', { precision: 9, scale: 6, mode: 'number' }),
    geofenceRadiusMeters: integer('geofence_radius_meters'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_organization_name_unique').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

// Where each person works: everyone works at one location at least.
export const employeeLocations = pgTable(
  'employee_locations',
  {
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.locationId] }),
    index('employee_locations_location_idx').on(t.locationId),
    index('employee_locations_organization_idx').on(t.organizationId),
  ],
);

// A kind of work a shift needs (Barista, Coach): only people qualified for it may take such a shift.
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    color: text('color').notNull().default('teal'),
    // Manager-only, like a person's rate: what an hour in this position costs when neither the
    // person's rate for it nor their own rate is set.
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('positions_organization_name_unique').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

// Who is qualified for which position, optionally at a rate of their own for it.
export const employeePositions = pgTable(
  'employee_positions',
  {
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.positionId] }),
    index('employee_positions_position_idx').on(t.positionId),
    index('employee_positions_organization_idx').on(t.organizationId),
  ],
);

export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    shiftType: text('shift_type').notNull().default('Standard'),
    color: text('color').notNull().default('teal'),
    numberOfStations: integer('number_of_stations').notNull().default(1),
    employeesPerStation: integer('employees_per_station').notNull().default(1),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    duration: integer('duration').notNull().default(90),
    notes: text('notes'),
    recurringSeriesId: text('recurring_series_id'),
    // The position the shift needs; null takes anyone.
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    // Where the shift is worked. Its date and time are wall-clock in this location's time zone.
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    // False while the shift is a draft: seen by managers only, until published.
    published: boolean('published').notNull().default(true),
    // When a manager offered the shift's open places to the people who could take them; null: not offered.
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    // How those places are claimed, when not the organization's way (open_shift_claim_mode).
    claimMode: text('claim_mode', { enum: CLAIM_MODES }),
    // Bid mode: when the bids are weighed and the places awarded.
    bidDeadline: timestamp('bid_deadline', { withTimezone: true }),
    // Rises when the time, place or title changes, so calendar feeds can tell an edit apart.
    sequence: integer('sequence').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shifts_organization_date_idx').on(t.organizationId, t.date, t.startTime),
    index('shifts_series_idx').on(t.recurringSeriesId, t.date),
    // Deleting a position counts, or clears, the shifts that need it.
    index('shifts_position_idx').on(t.positionId),
    index('shifts_organization_location_date_idx').on(t.organizationId, t.locationId, t.date),
  ],
);

export const shiftAssignments = pgTable(
  'shift_assignments',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationNumber: integer('station_number').default(1),
    // False while the assignment is a draft change, made with drafts on and not yet published.
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_assignments_shift_employee_unique').on(t.shiftId, t.employeeId),
    index('shift_assignments_employee_idx').on(t.employeeId),
  ],
);

export const shareTokens = pgTable(
  'share_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('share_tokens_employee_idx').on(t.employeeId, t.isActive)],
);

export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    // Kept (as null) when the employee is deleted, so decided requests stay in history.
    employeeId: integer('employee_id').references(() => users.id, { onDelete: 'set null' }),
    employeeName: text('employee_name'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    allDay: boolean('all_day').notNull().default(true),
    type: timeOffType('type').notNull().default('time-off'),
    reason: text('reason').notNull(),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    status: timeOffStatus('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerNotes: text('reviewer_notes'),
    multipleDates: date('multiple_dates', { mode: 'string' }).array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_off_employee_status_idx').on(t.employeeId, t.status),
    index('time_off_organization_status_idx').on(t.organizationId, t.status),
    index('time_off_organization_dates_idx').on(t.organizationId, t.startDate, t.endDate),
  ],
);

export const swapRequests = pgTable(
  'swap_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    requestingEmployeeId: integer('requesting_employee_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    targetEmployeeId: integer('target_employee_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    requestingShiftId: integer('requesting_shift_id').references(() => shifts.id, {
      onDelete: 'set null',
    }),
    targetShiftId: integer('target_shift_id').references(() => shifts.id, {
      onDelete: 'set null',
    }),
    // Names kept for history when an employee is deleted (their id becomes null).
    requestingEmployeeName: text('requesting_employee_name'),
    targetEmployeeName: text('target_employee_name'),
    requestType: swapRequestType('request_type').notNull().default('swap'),
    reason: text('reason'),
    status: swapStatus('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    parentRequestId: integer('parent_request_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('swap_requesting_status_idx').on(t.requestingEmployeeId, t.status),
    index('swap_target_status_idx').on(t.targetEmployeeId, t.status),
    // The managers' approval queue: one organization's requests in a status.
    index('swap_requests_organization_status_idx').on(t.organizationId, t.status),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: notificationType('type').notNull(),
    roleContext: roleContext('role_context').notNull().default('employee'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_read_idx').on(t.userId, t.roleContext, t.read),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const employeeInvitations = pgTable(
  'employee_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // The role the account gets on acceptance: the first-run link invites a manager.
    role: userRole('role').notNull().default('employee'),
    invitationToken: text('invitation_token').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    // Where the invitee will work; empty: the organization's first location. A location deleted
    // meanwhile is skipped when the invitation is accepted.
    locationIds: integer('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: invitationStatus('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invitations_organization_status_idx').on(t.organizationId, t.status),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    // At most one open invitation per address in an organization, even under concurrent requests.
    uniqueIndex('invitations_pending_email_unique')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const unavailability = pgTable(
  'unavailability',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    effectiveUntil: date('effective_until', { mode: 'string' }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('unavailability_employee_idx').on(t.employeeId, t.dayOfWeek),
    // The manager's list of everyone's unavailability in the organization.
    index('unavailability_organization_idx').on(t.organizationId, t.employeeId),
  ],
);

// When a person would like to work, or would rather not: a weekday's time band between optional
// dates. Soft, unlike unavailability: the fill weighs it, nothing is refused for it.
export const preferences = pgTable(
  'preferences',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    kind: text('kind', { enum: PREFERENCE_KINDS }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    effectiveUntil: date('effective_until', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('preferences_employee_idx').on(t.employeeId, t.dayOfWeek),
    index('preferences_organization_idx').on(t.organizationId),
  ],
);

export const shiftReminderSettings = pgTable('shift_reminder_settings', {
  id: serial('id').primaryKey(),
  organizationId: organizationId().unique(),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  firstReminderHours: integer('first_reminder_hours').notNull().default(24),
  secondReminderEnabled: boolean('second_reminder_enabled').notNull().default(false),
  secondReminderHours: numeric('second_reminder_hours', { precision: 4, scale: 1, mode: 'number' })
    .notNull()
    .default(2),
  emailNotificationsNewShifts: boolean('email_notifications_new_shifts').notNull().default(true),
  emailNotificationsTimeOff: boolean('email_notifications_time_off').notNull().default(true),
  emailNotificationsScheduleChanges: boolean('email_notifications_schedule_changes')
    .notNull()
    .default(true),
  emailNotificationsTimeOffDecisions: boolean('email_notifications_time_off_decisions')
    .notNull()
    .default(true),
  emailNotificationsSwapRequests: boolean('email_notifications_swap_requests')
    .notNull()
    .default(true),
  emailNotificationsSwapResponses: boolean('email_notifications_swap_responses')
    .notNull()
    .default(true),
  emailNotificationsWelcome: boolean('email_notifications_welcome').notNull().default(true),
  emailNotificationsRecurringUnavailability: boolean('email_notifications_recurring_unavailability')
    .notNull()
    .default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shiftReminderLog = pgTable(
  'shift_reminder_log',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminderType: text('reminder_type').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
  },
  // One row per reminder makes "sent exactly once" a constraint, not a hope.
  (t) => [uniqueIndex('reminder_log_once').on(t.shiftId, t.employeeId, t.reminderType)],
);

export const timeOffManagementSettings = pgTable('time_off_management_settings', {
  id: serial('id').primaryKey(),
  organizationId: organizationId().unique(),
  maxConcurrentTimeOff: integer('max_concurrent_time_off').notNull().default(2),
  timeOffAdvanceNoticeDays: integer('time_off_advance_notice_days').notNull().default(7),
  blockTimeOffDuringBusyPeriods: boolean('block_time_off_during_busy_periods')
    .notNull()
    .default(false),
  // Every write passes the settings schema, so the column holds only these (types only: no SQL).
  busyPeriodDefinition: text('busy_period_definition', { enum: BUSY_PERIODS })
    .notNull()
    .default('weekends'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const COVERAGE_POLICY_MODES = ['unlimited', 'restricted'] as const;
export const COVERAGE_RESET_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export const COVERAGE_INTERVALS = ['day', 'week', 'month', 'quarter'] as const;

// Organization-wide settings edited on the Settings tab: general, scheduling, employee management
// and coverage policies. The time zone and name live on `organizations`.
export const organizationSettings = pgTable('organization_settings', {
  id: serial('id').primaryKey(),
  organizationId: organizationId().unique(),
  defaultShiftDuration: integer('default_shift_duration')
    .notNull()
    .default(SETTINGS_DEFAULTS.defaultShiftDuration),
  defaultWeeklyHours: numeric('default_weekly_hours', { precision: 5, scale: 1, mode: 'number' })
    .notNull()
    .default(SETTINGS_DEFAULTS.defaultWeeklyHours),
  advanceSchedulingWeeks: integer('advance_scheduling_weeks')
    .notNull()
    .default(SETTINGS_DEFAULTS.advanceSchedulingWeeks),
  defaultEmployeeType: employeeType('default_employee_type')
    .notNull()
    .default(SETTINGS_DEFAULTS.defaultEmployeeType),
  requireApprovalShiftSwaps: boolean('require_approval_shift_swaps')
    .notNull()
    .default(SETTINGS_DEFAULTS.requireApprovalShiftSwaps),
  allowViewAllSchedules: boolean('allow_view_all_schedules')
    .notNull()
    .default(SETTINGS_DEFAULTS.allowViewAllSchedules),
  coveragePolicyMode: text('coverage_policy_mode', { enum: COVERAGE_POLICY_MODES })
    .notNull()
    .default(SETTINGS_DEFAULTS.coveragePolicyMode),
  coverageHourlyLimit: integer('coverage_hourly_limit')
    .notNull()
    .default(SETTINGS_DEFAULTS.coverageHourlyLimit),
  coverageSalariedLimit: integer('coverage_salaried_limit')
    .notNull()
    .default(SETTINGS_DEFAULTS.coverageSalariedLimit),
  coverageHourlyToSalariedLimit: integer('coverage_hourly_to_salaried_limit')
    .notNull()
    .default(SETTINGS_DEFAULTS.coverageHourlyToSalariedLimit),
  coverageSalariedToHourlyLimit: integer('coverage_salaried_to_hourly_limit')
    .notNull()
    .default(SETTINGS_DEFAULTS.coverageSalariedToHourlyLimit),
  coverageRequestsPerInterval: integer('coverage_requests_per_interval')
    .notNull()
    .default(SETTINGS_DEFAULTS.coverageRequestsPerInterval),
  coverageResetPeriod: text('coverage_reset_period', { enum: COVERAGE_RESET_PERIODS })
    .notNull()
    .default(SETTINGS_DEFAULTS.coverageResetPeriod),
  coverageInterval: text('coverage_interval', { enum: COVERAGE_INTERVALS })
    .notNull()
    .default(SETTINGS_DEFAULTS.coverageInterval),
  // Hours from a person's last shift of one day to their first of the next; 0 turns it off.
  minRestHours: integer('min_rest_hours').notNull().default(SETTINGS_DEFAULTS.minRestHours),
  // The longest gap between shifts of one day (at most one gap); 0 allows no split shifts.
  maxSplitGapHours: integer('max_split_gap_hours')
    .notNull()
    .default(SETTINGS_DEFAULTS.maxSplitGapHours),
  buildAsDrafts: boolean('build_as_drafts').notNull().default(SETTINGS_DEFAULTS.buildAsDrafts),
  openShiftClaimMode: text('open_shift_claim_mode', { enum: CLAIM_MODES })
    .notNull()
    .default(SETTINGS_DEFAULTS.openShiftClaimMode),
  // With drafts on, publishing offers the published shifts' open places.
  offerOnPublish: boolean('offer_on_publish').notNull().default(SETTINGS_DEFAULTS.offerOnPublish),
  bidWindowHours: integer('bid_window_hours').notNull().default(SETTINGS_DEFAULTS.bidWindowHours),
  // The bid award waits for a manager before it applies.
  reviewBidAwards: boolean('review_bid_awards')
    .notNull()
    .default(SETTINGS_DEFAULTS.reviewBidAwards),
  // Managers hear of offered places still unclaimed this many hours before the start; 0: never.
  unclaimedAlertHours: integer('unclaimed_alert_hours')
    .notNull()
    .default(SETTINGS_DEFAULTS.unclaimedAlertHours),
  currency: text('currency', { enum: CURRENCIES }).notNull().default(SETTINGS_DEFAULTS.currency),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The emailed link that confirms a sign-up's address: single use, 24 hours, kept as a hash.
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // SHA-256 of the emailed token: a leaked table cannot be replayed.
    resetToken: text('reset_token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

export const AUTO_SCHEDULE_STATUSES = ['previewed', 'applied', 'undone'] as const;

// A stored 'Unleash the Shynk' preview, so any app process can apply or undo it.
export const autoSchedulePreviews = pgTable(
  'auto_schedule_previews',
  {
    id: text('id').primaryKey(),
    organizationId: organizationId(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rebalance: boolean('rebalance').notNull().default(false),
    status: text('status', { enum: AUTO_SCHEDULE_STATUSES }).notNull().default('previewed'),
    // The solver's answer as previewed: proposals, removals, unfilled slots, hours.
    result: jsonb('result').notNull(),
    // What apply actually changed, which undo reverses.
    applied: jsonb('applied'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('auto_schedule_previews_organization_idx').on(t.organizationId, t.createdAt)],
);

// An employee's answer to an offered shift: a pick-up (first come, approved at once), a request
// (approval) or a bid (bid window). At most one pending claim per person and shift.
export const shiftClaims = pgTable(
  'shift_claims',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_claims_pending_unique')
      .on(t.shiftId, t.employeeId)
      .where(sql`${t.status} = 'pending'`),
    index('shift_claims_organization_status_idx').on(t.organizationId, t.status),
    index('shift_claims_employee_idx').on(t.employeeId, t.createdAt),
    index('shift_claims_shift_idx').on(t.shiftId),
  ],
);

// A bid window's award waiting for a manager: the fill's choice among the bidders, applied on demand.
export const BID_AWARD_STATUSES = ['pending', 'applied', 'discarded'] as const;
export const bidAwards = pgTable(
  'bid_awards',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    // The shifts whose places were bid for, and who the fill would put on each.
    picks: jsonb('picks')
      .$type<
        {
          shiftId: number;
          employeeId: number;
          claimId: number;
          outcome?: 'applied' | 'skipped';
          reason?: string;
        }[]
      >()
      .notNull(),
    shiftIds: integer('shift_ids').array().notNull(),
    status: text('status', { enum: BID_AWARD_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('bid_awards_organization_idx').on(t.organizationId, t.status)],
);

// Managers hear once per shift that its offered places are still open close to its start.
export const openShiftAlerts = pgTable('open_shift_alerts', {
  shiftId: integer('shift_id')
    .primaryKey()
    .references(() => shifts.id, { onDelete: 'cascade' }),
  organizationId: organizationId(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

// The table connect-pg-simple reads and writes, declared here so migrations create it.
export const session = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6 }).notNull(),
  },
  (t) => [index('IDX_session_expire').on(t.expire)],
);

// Hit counters of express-rate-limit, kept in the database so every app process shares them.
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const usersRelations = relations(users, ({ one, many }) => ({
  organization: one(organizations, {
    fields: [users.organizationId],
    references: [organizations.id],
  }),
  assignments: many(shiftAssignments),
}));

export const shiftsRelations = relations(shifts, ({ many }) => ({
  assignments: many(shiftAssignments),
}));

export const shiftAssignmentsRelations = relations(shiftAssignments, ({ one }) => ({
  shift: one(shifts, { fields: [shiftAssignments.shiftId], references: [shifts.id] }),
  employee: one(users, { fields: [shiftAssignments.employeeId], references: [users.id] }),
}));

export type Organization = typeof organizations.$inferSelect;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Shift = typeof shifts.$inferSelect;
export type ShiftAssignment = typeof shiftAssignments.$inferSelect;
export type EmployeeInvitation = typeof employeeInvitations.$inferSelect;
export type UserRole = (typeof USER_ROLES)[number];
export type Position = typeof positions.$inferSelect;
export type Location = typeof locations.$inferSelect;
export type EmployeePosition = typeof employeePositions.$inferSelect;
export type ShiftClaim = typeof shiftClaims.$inferSelect;
export type ClaimMode = (typeof CLAIM_MODES)[number];
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export type Preference = typeof preferences.$inferSelect;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

/**
 * A device's web push subscription: where its browser's push service takes messages for it, and
 * the keys that encrypt them. One row per endpoint, whoever subscribed it last owns it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    browser: text('browser').notNull(),
    platform: text('platform').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

/**
 * A person's notification preferences: for each kind of notification, which channels it uses
 * ({inApp, email, push} by kind; a kind not named keeps the defaults), and quiet hours in the
 * organization's time zone. No row: every default.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: organizationId(),
  channels: jsonb('channels')
    .$type<Partial<Record<string, { inApp: boolean; email: boolean; push: boolean }>>>()
    .notNull()
    .default({}),
  quietHoursStart: time('quiet_hours_start'),
  quietHoursEnd: time('quiet_hours_end'),
  updatedAt: updatedAt(),
});

// Organization API tokens. Only the SHA-256 of a token is kept: the token is 256 random bits, so
// a fast hash is as safe as a slow one and lets a request find its token by index. A token acts
// with the authority of the manager who made it and dies with that account.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, so people can tell their tokens apart in the list. */
    displayPrefix: text('display_prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    /**
     * The locations the token may act at, or null for every location. Kept on the row rather
     * than in a join table: bearer auth reads the token in one statement, and the scope is read
     * with it.
     */
    locationIds: integer('location_ids').array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_organization_idx').on(t.organizationId)],
);

/** Every write made with a token, named by the token, kept after the token is revoked. */
export const apiTokenWrites = pgTable(
  'api_token_writes',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    tokenId: integer('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    tokenName: text('token_name').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('api_token_writes_organization_idx').on(t.organizationId, t.createdAt)],
);

// Webhook endpoints. The signing secret must be usable to sign, so unlike passwords and tokens
// it is kept as it is; it leaves the server only in the answer that creates or rotates it.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the server turned the endpoint off (null when a manager did, or when it is on). */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success: three days of failure disable it. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_organization_idx').on(t.organizationId)],
);

/** One event for one endpoint: its body is fixed at creation, so every retry signs the same bytes. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** pending, succeeded, or failed (gave up after a day of retries). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim on the delivery, so two processes never send the same attempt at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

// How the organization's time clock and pay rules work: one row, or none while the defaults hold.
export const timeClockSettings = pgTable('time_clock_settings', {
  id: serial('id').primaryKey(),
  organizationId: organizationId().unique(),
  allowClockInWithoutShift: boolean('allow_clock_in_without_shift')
    .notNull()
    .default(CLOCK_DEFAULTS.allowClockInWithoutShift),
  earlyClockInMinutes: integer('early_clock_in_minutes')
    .notNull()
    .default(CLOCK_DEFAULTS.earlyClockInMinutes),
  autoClockOutHours: integer('auto_clock_out_hours')
    .notNull()
    .default(CLOCK_DEFAULTS.autoClockOutHours),
  geofenceMode: text('geofence_mode', { enum: GEOFENCE_MODES })
    .notNull()
    .default(CLOCK_DEFAULTS.geofenceMode),
  noClockInAlertMinutes: integer('no_clock_in_alert_minutes')
    .notNull()
    .default(CLOCK_DEFAULTS.noClockInAlertMinutes),
  payPeriod: text('pay_period', { enum: PAY_PERIODS }).notNull().default(CLOCK_DEFAULTS.payPeriod),
  payPeriodAnchor: date('pay_period_anchor', { mode: 'string' })
    .notNull()
    .default(CLOCK_DEFAULTS.payPeriodAnchor),
  // Minutes: 0, 5, 6 or 15 (checked by the settings schema).
  timeRounding: integer('time_rounding').notNull().default(CLOCK_DEFAULTS.timeRounding),
  weeklyOvertime: boolean('weekly_overtime').notNull().default(CLOCK_DEFAULTS.weeklyOvertime),
  dailyOvertime: boolean('daily_overtime').notNull().default(CLOCK_DEFAULTS.dailyOvertime),
  seventhDayOvertime: boolean('seventh_day_overtime')
    .notNull()
    .default(CLOCK_DEFAULTS.seventhDayOvertime),
  paidBreakMaxMinutes: integer('paid_break_max_minutes')
    .notNull()
    .default(CLOCK_DEFAULTS.paidBreakMaxMinutes),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// A browser a manager turned into a location's shared clock. It holds only its device token
// (kept here as a hash), never a person's session; revoking it ends its use at once.
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('kiosk_devices_organization_idx').on(t.organizationId)],
);

// The key pair a kiosk seals a punch made offline to (PIN and all), one per organization: the
// kiosk is given only the public half, so what waits on a shared tablet only the server can read.
export const kioskPunchKeys = pgTable('kiosk_punch_keys', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  // SubjectPublicKeyInfo (DER), base64: what the browser imports.
  publicKey: text('public_key').notNull(),
  // PKCS #8 (PEM). Never sent anywhere.
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

// One clock event as it was made. Never updated: a correction is a row of punch_corrections.
export const punches = pgTable(
  'punches',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    // The shift the stretch was worked for; null when clocked in without one.
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PUNCH_KINDS }).notNull(),
    // The instant the punch counts for: the server's clock, or the device's for a punch sent late.
    at: timestamp('at', { withTimezone: true }).notNull(),
    // When the server received it; differs from `at` for a punch recorded offline.
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedOffline: boolean('recorded_offline').notNull().default(false),
    source: text('source', { enum: PUNCH_SOURCES }).notNull(),
    kioskId: integer('kiosk_id').references(() => kioskDevices.id, { onDelete: 'set null' }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    accuracyMeters: numeric('accuracy_meters', { precision: 8, scale: 1, mode: 'number' }),
    geofence: text('geofence', { enum: GEOFENCE_RESULTS }).notNull(),
    // Why the person clocked in without a shift, when they did.
    reason: text('reason'),
    // The client's key for this punch: a retry finds the first one instead of punching twice.
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('punches_employee_idempotency_unique').on(t.employeeId, t.idempotencyKey),
    index('punches_organization_employee_at_idx').on(t.organizationId, t.employeeId, t.at),
    index('punches_organization_at_idx').on(t.organizationId, t.at),
    index('punches_shift_idx').on(t.shiftId),
  ],
);

// A correction to a person's punches, kept whole: who asked, who decided, why, and the time
// before and after. Timesheets show the original beside the corrected value.
export const punchCorrections = pgTable(
  'punch_corrections',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The punch changed or removed; null when a missed punch is added.
    punchId: integer('punch_id').references(() => punches.id, { onDelete: 'cascade' }),
    action: text('action', { enum: CORRECTION_ACTIONS }).notNull(),
    // The added punch's kind (an added punch has no row in punches).
    kind: text('kind', { enum: PUNCH_KINDS }),
    atBefore: timestamp('at_before', { withTimezone: true }),
    atAfter: timestamp('at_after', { withTimezone: true }),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: CORRECTION_STATUSES }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('punch_corrections_organization_employee_idx').on(t.organizationId, t.employeeId),
    index('punch_corrections_punch_idx').on(t.punchId),
  ],
);

// A manager's approval of one person's timesheet for one pay period.
export const timesheetApprovals = pgTable(
  'timesheet_approvals',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('timesheet_approvals_once').on(t.employeeId, t.periodStart)],
);

// Locking and unlocking a pay period, kept as history: the period is locked while its newest
// row has no unlock. Unlocking needs a reason.
export const payPeriodLocks = pgTable(
  'pay_period_locks',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    unlockedBy: integer('unlocked_by').references(() => users.id, { onDelete: 'set null' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    unlockReason: text('unlock_reason'),
  },
  (t) => [
    // One standing lock per period: a second lock of a locked period is refused by the database.
    uniqueIndex('pay_period_locks_standing')
      .on(t.organizationId, t.periodStart)
      .where(sql`${t.unlockedAt} is null`),
  ],
);

// The time clock alerts sent, one row each, so every alert goes out once however many processes
// run the job: the INSERT that makes the row is the one that notifies.
export const timeClockAlerts = pgTable('time_clock_alerts', {
  // 'no_clock_in:<shift>:<person>', 'overtime:<person>:<week start>', 'left_open:<clock-in punch>'.
  key: text('key').primaryKey(),
  organizationId: organizationId(),
  employeeId: integer('employee_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Punch = typeof punches.$inferSelect;
export type PunchCorrection = typeof punchCorrections.$inferSelect;
export type KioskDevice = typeof kioskDevices.$inferSelect;
export type TimeClockSettings = typeof timeClockSettings.$inferSelect;

export type ApiToken = typeof apiTokens.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
