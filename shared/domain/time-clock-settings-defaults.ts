// What an organization's time clock does until a manager changes it. The table's column defaults
// and the rules that read a missing settings row take them from here.
export const TIME_CLOCK_SETTINGS_DEFAULTS = {
  /** Clocking in with no shift: refused unless allowed, and then a reason is asked for. */
  allowClockInWithoutShift: false,
  /** How early before a shift's start its clock-in opens. */
  earlyClockInMinutes: 15,
  /** Hours after a shift's end when a punch still open is closed and flagged; 0 never closes. */
  autoClockOutHours: 4,
  geofenceMode: 'flag',
  /** Managers hear of nobody clocked in this many minutes after a shift starts; 0: never. */
  noClockInAlertMinutes: 15,
  payPeriod: 'weekly',
  /**
   * The first day of one pay period: later and earlier periods follow from it. A Monday, so a
   * weekly period matches the schedule's week; it moves with the organization's week start.
   */
  payPeriodAnchor: '2026-01-05',
  timeRounding: 0,
  weeklyOvertime: true,
  dailyOvertime: false,
  seventhDayOvertime: false,
  /** Breaks this long or shorter are paid (counted as worked); 0 leaves every break unpaid. */
  paidBreakMaxMinutes: 0,
} as const;
