// The clock's refusals, word for word as people read them.
export const CLOCK_MESSAGES = {
  alreadyIn: "You're already clocked in",
  notIn: "You're not clocked in",
  onBreak: "You're on a break: end it first",
  notOnBreak: "You're not on a break",
  opensAt: (time: string) => `Clock-in for this shift opens at ${time}`,
  noShift: 'You have no shift to clock in for',
  sayWhy: "Say why you're clocking in without a shift",
  outside: (location: string) => `You're outside ${location}'s area`,
  shiftNotFound: 'Shift not found',
  futureDeviceTime: "The device's time is in the future",
  staleDeviceTime: 'A punch recorded offline must be sent within 7 days',
} as const;
