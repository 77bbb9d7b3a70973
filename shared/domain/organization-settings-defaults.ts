// What an organization's settings are until a manager changes them. The table's column defaults,
// the rules that read a missing settings row, the shift dialog's first duration and the tests'
// fake settings server all take them from here.
export const ORGANIZATION_SETTINGS_DEFAULTS = {
  defaultShiftDuration: 90,
  defaultWeeklyHours: 40,
  advanceSchedulingWeeks: 4,
  defaultEmployeeType: 'hourly',
  requireApprovalShiftSwaps: true,
  allowViewAllSchedules: false,
  coveragePolicyMode: 'unlimited',
  coverageHourlyLimit: 5,
  coverageSalariedLimit: 10,
  coverageHourlyToSalariedLimit: 3,
  coverageSalariedToHourlyLimit: 5,
  coverageRequestsPerInterval: 3,
  coverageResetPeriod: 'month',
  coverageInterval: 'week',
  /** Hours between one person's shifts; 0 turns the rule off. */
  minRestHours: 8,
  buildAsDrafts: false,
  currency: 'USD',
} as const;
