// Quiet hours: a daily window, in the organization's time zone, in which nothing is pushed. A
// window whose end is before its start runs past midnight (22:00 to 07:00); equal ends are none.

export type QuietHours = { start: string; end: string };

/** Minutes since midnight of `moment` on the wall clock of `timeZone`. */
function minuteOfDay(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function inQuietHours(quiet: QuietHours | null, moment: Date, timeZone: string): boolean {
  if (!quiet) return false;
  const start = minutes(quiet.start);
  const end = minutes(quiet.end);
  if (start === end) return false;
  const now = minuteOfDay(moment, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
