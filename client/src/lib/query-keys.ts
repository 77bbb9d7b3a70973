// Every cache key the client uses, reads and refreshes alike, so one file shows what is cached and
// what a refresh reaches. Keys name the resource first and the question after it, so invalidating
// a prefix refreshes every read below it: ['shifts'] refreshes every week, month, range, draft
// count, copy and hours read at once.

import type { RoleView } from './role-view';

export type DateRange = { start: string; end: string };

/** The `locationId` a manager read sends; empty for every location the reader may see. */
export type LocationFilter = { locationId?: number };

/** The signed-in person, or null: one entry that sign-in, sign-out and a 401 all write. */
export const currentUserKey = ['user'] as const;

export const employeeKeys = {
  all: ['employees'] as const,
  list: (filter: LocationFilter = {}) => [...employeeKeys.all, 'list', filter] as const,
  /** Scheduled hours per person in the week of `startDate` (this week when omitted). */
  weeklyHours: (startDate?: string, filter: LocationFilter = {}) =>
    [...employeeKeys.all, 'weekly-hours', { startDate: startDate ?? null, ...filter }] as const,
  weeklyHoursAll: () => [...employeeKeys.all, 'weekly-hours'] as const,
  /** Coworkers who could take a shift off someone's hands. */
  forSwap: (shiftId: number | null) => [...employeeKeys.all, 'for-swap', { shiftId }] as const,
};

export const positionKeys = {
  all: ['positions'] as const,
  list: () => [...positionKeys.all, 'list'] as const,
};

export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
};

export const shiftKeys = {
  all: ['shifts'] as const,
  range: (range: DateRange, filter: LocationFilter = {}) =>
    [...shiftKeys.all, 'range', range, filter] as const,
  drafts: (range: DateRange, filter: LocationFilter = {}) =>
    [...shiftKeys.all, 'drafts', range, filter] as const,
  /** The last upcoming dates with a shift and with an open place (the Unleash button's read). */
  openPlaces: (filter: LocationFilter = {}) => [...shiftKeys.all, 'open-places', filter] as const,
  myHours: (range: DateRange) => [...shiftKeys.all, 'my-hours', range] as const,
  /** Someone's upcoming shifts to offer in a swap. */
  forSwap: <Filter extends object>(filter: Filter) =>
    [...shiftKeys.all, 'for-swap', filter] as const,
  /** Other people's shifts to ask for in exchange. */
  availableForSwap: <Range extends object>(range: Range) =>
    [...shiftKeys.all, 'available-for-swap', range] as const,
};

// They read shifts, so they sit under shiftKeys.all: any shift change, a copy included, refreshes
// them.
export const scheduleCopyKeys = {
  all: [...shiftKeys.all, 'copy'] as const,
  availableWeeks: (filter: LocationFilter = {}) =>
    [...scheduleCopyKeys.all, 'available-weeks', filter] as const,
  preview: (sourceWeek: string, filter: LocationFilter = {}) =>
    [...scheduleCopyKeys.all, 'preview', { sourceWeek, ...filter }] as const,
};

// Open places and claims change whenever shifts do (a claim assigns, an edit fills a place), so
// they sit under shiftKeys.all: invalidateShifts refreshes them with the schedule.
export const openShiftKeys = {
  all: [...shiftKeys.all, 'open'] as const,
  /** The offered places the signed-in person may take. */
  list: () => [...openShiftKeys.all, 'list'] as const,
  /** The signed-in person's own claims ('My requests'). */
  myClaims: () => [...openShiftKeys.all, 'my-claims'] as const,
  /** Pending claims waiting for a manager, at the chosen location. */
  review: (filter: LocationFilter = {}) => [...openShiftKeys.all, 'review', filter] as const,
  /** Bid windows' awards waiting for a manager. */
  awards: () => [...openShiftKeys.all, 'awards'] as const,
};

export const timeOffKeys = {
  all: ['time-off'] as const,
  mine: () => [...timeOffKeys.all, 'mine'] as const,
  pending: (filter: LocationFilter = {}) => [...timeOffKeys.all, 'pending', filter] as const,
  everyone: (filter: LocationFilter = {}) => [...timeOffKeys.all, 'everyone', filter] as const,
  approved: (range: DateRange, filter: LocationFilter = {}) =>
    [...timeOffKeys.all, 'approved', range, filter] as const,
};

export const unavailabilityKeys = {
  all: ['unavailability'] as const,
  team: () => [...unavailabilityKeys.all, 'team'] as const,
  ofEmployee: (employeeId: number) => [...unavailabilityKeys.all, { employeeId }] as const,
};

/** Whether this Shynk takes sign-ups: asked by the sign-in page, before anyone is signed in. */
export const signupKeys = {
  all: ['signup'] as const,
  availability: () => [...signupKeys.all, 'availability'] as const,
};

/** A manager's first screens: the confirmation banner and the example week offer. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  status: () => [...onboardingKeys.all, 'status'] as const,
};

export const preferenceKeys = {
  all: ['preferences'] as const,
  /** One person's windows; the signed-in person's own too. */
  ofEmployee: (employeeId: number) => [...preferenceKeys.all, { employeeId }] as const,
  /** Everyone's in effect in a period, for the team grid. */
  team: (range: DateRange) => [...preferenceKeys.all, 'team', range] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  organization: () => [...settingsKeys.all, 'organization'] as const,
  reminders: () => [...settingsKeys.all, 'reminders'] as const,
  timeOff: () => [...settingsKeys.all, 'time-off'] as const,
  timeClock: () => [...settingsKeys.all, 'time-clock'] as const,
};

/** The signed-in person's clock: state, today's shift and punches. */
export const clockKeys = {
  all: ['clock'] as const,
};

/** The location kiosks a manager made. */
export const kioskKeys = {
  all: ['kiosks'] as const,
  /** A kiosk's board, read with its device token rather than a session. */
  board: (token: string) => ['kiosk-board', { token }] as const,
  /** The public key a kiosk seals offline punches to. */
  punchKey: (token: string) => ['kiosk-punch-key', { token }] as const,
};

// A punch or a correction changes both the period's sheets and its lock state, so one prefix
// refreshes them together.
export const timesheetKeys = {
  all: ['timesheets'] as const,
  period: (date: string) => [...timesheetKeys.all, 'period', { date }] as const,
  sheets: <Filter extends object>(filter: Filter) =>
    [...timesheetKeys.all, 'sheets', filter] as const,
  person: (employeeId: number | undefined, period: { start: string; end: string } | undefined) =>
    [...timesheetKeys.all, 'person', employeeId, period] as const,
};

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
};

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (endpointId: number) => [...webhookKeys.all, 'deliveries', { endpointId }] as const,
};

export const swapRequestKeys = {
  all: ['swap-requests'] as const,
  mine: () => [...swapRequestKeys.all, 'mine'] as const,
  incoming: () => [...swapRequestKeys.all, 'incoming'] as const,
  awaitingApproval: (filter: LocationFilter = {}) =>
    [...swapRequestKeys.all, 'awaiting-approval', filter] as const,
};

// Everything sits under `all`, so one invalidation refreshes the badge and the list together.
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (roleContext: RoleView) => [...notificationKeys.lists(), { roleContext }] as const,
  unreadCount: (roleContext: RoleView) =>
    [...notificationKeys.all, 'unread-count', { roleContext }] as const,
};

export const invitationKeys = {
  all: ['invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
  /** Who a link is for, read by the public invite page. */
  details: (token: string) => [...invitationKeys.all, 'details', { token }] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  hours: <Filter extends object>(filter: Filter) => [...reportKeys.all, 'hours', filter] as const,
};

export const sharingKeys = {
  /** The signed-in person's own share link. */
  shareLink: () => ['share-link'] as const,
  /** A schedule read through a share link, by anyone holding it. */
  publicSchedule: (token: string, range: DateRange) =>
    ['public-schedule', { token }, range] as const,
};

/** A person's notification preferences: the caller's own (null) or, for a manager, an employee's. */
export const notificationPreferenceKeys = {
  all: ['notification-preferences'] as const,
  of: (employeeId: number | null) => [...notificationPreferenceKeys.all, { employeeId }] as const,
};

/** The devices that take the signed-in person's pushes, and the key they subscribe with. */
export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
  publicKey: () => [...pushKeys.all, 'public-key'] as const,
};
