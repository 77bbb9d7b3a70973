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
  /** Hours between one person's working days; 0 turns the rule off. */
  minRestHours: 8,
  /**
   * The longest gap allowed between the shifts of one day (one gap at most); 0 allows no split
   * shifts. Five hours takes a lunch and a dinner shift, or an early and a late class, with the
   * quiet afternoon off; a longer gap would leave little rest before the next morning.
   */
  maxSplitGapHours: 5,
  buildAsDrafts: false,
  currency: 'USD',
  /** How offered places are claimed unless a shift says otherwise. */
  openShiftClaimMode: 'first_come',
  /** With drafts on, publishing offers the published shifts' open places. */
  offerOnPublish: true,
  bidWindowHours: 24,
  reviewBidAwards: true,
  /** Hours before an offered shift's start when managers hear it is still open; 0: never. */
  unclaimedAlertHours: 24,
} as const;
