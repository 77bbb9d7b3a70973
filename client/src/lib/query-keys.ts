// Cache keys of the resources more than one feature reads or refreshes. Keys name the resource
// first and the question after it, so invalidating a prefix refreshes every read below it:
// ['shifts'] refreshes every week, month, range, draft count and hours read at once.

export type DateRange = { start: string; end: string };

export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
  /** Scheduled hours per person in the week of `startDate` (this week when omitted). */
  weeklyHours: (startDate?: string) =>
    [...employeeKeys.all, 'weekly-hours', { startDate: startDate ?? null }] as const,
  weeklyHoursAll: () => [...employeeKeys.all, 'weekly-hours'] as const,
};

export const shiftKeys = {
  all: ['shifts'] as const,
  range: (range: DateRange) => [...shiftKeys.all, 'range', range] as const,
  drafts: (range: DateRange) => [...shiftKeys.all, 'drafts', range] as const,
  /** The last upcoming dates with a shift and with an open place (the Unleash button's read). */
  openPlaces: () => [...shiftKeys.all, 'open-places'] as const,
  myHours: (range: DateRange) => [...shiftKeys.all, 'my-hours', range] as const,
};

export const timeOffKeys = {
  all: ['time-off'] as const,
  mine: () => [...timeOffKeys.all, 'mine'] as const,
  pending: () => [...timeOffKeys.all, 'pending'] as const,
  everyone: () => [...timeOffKeys.all, 'everyone'] as const,
  approved: (range: DateRange) => [...timeOffKeys.all, 'approved', range] as const,
};

export const unavailabilityKeys = {
  all: ['unavailability'] as const,
  team: () => [...unavailabilityKeys.all, 'team'] as const,
  ofEmployee: (employeeId: number) => [...unavailabilityKeys.all, { employeeId }] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  organization: () => [...settingsKeys.all, 'organization'] as const,
  reminders: () => [...settingsKeys.all, 'reminders'] as const,
  timeOff: () => [...settingsKeys.all, 'time-off'] as const,
};
