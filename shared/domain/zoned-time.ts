// Instants read on a location's wall clock. Intl carries the zone rules on both sides, so no zone
// library is needed: an instant's local calendar fields come from a formatter, and a local
// midnight is found by correcting a first guess with the offset that holds there.
import { dayNumber } from './dates';

const DAY_MS = 86_400_000;

// Building a formatter costs far more than using it, and pay rules ask for many instants.
const formatters = new Map<string, Intl.DateTimeFormat>();

function fieldsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The formatter's reading of `at`: the slow path every other reading here is built on. */
function readWallClock(at: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of fieldsFormatter(timeZone).formatToParts(at))
    fields[part.type] = Number(part.value);
  const seconds = Date.UTC(
    fields.year!,
    fields.month! - 1,
    fields.day!,
    fields.hour!,
    fields.minute!,
    fields.second!,
  );
  // The formatter drops milliseconds; keep them so the reading moves exactly with the instant.
  return seconds + (((at % 1000) + 1000) % 1000);
}

// A zone's offset by UTC day: the offset at the day's first and last millisecond when they agree
// (no clock change inside it: tzdb has no two changes a day apart that cancel out), NaN when a
// change falls inside, so those few days still ask the formatter for every instant. A sheet reads
// thousands of instants over a few weeks, so this turns thousands of formatter calls into a few
// dozen. Offsets are whole seconds, so `at + offset` is exactly the formatter's reading.
const dayOffsets = new Map<string, Map<number, number>>();
const DAY_OFFSETS_KEPT = 20_000;
let dayOffsetsHeld = 0;

function dayOffset(day: number, timeZone: string): number {
  let zone = dayOffsets.get(timeZone);
  if (!zone) dayOffsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(day);
  if (offset === undefined) {
    if (dayOffsetsHeld >= DAY_OFFSETS_KEPT) {
      dayOffsets.clear();
      dayOffsets.set(timeZone, (zone = new Map()));
      dayOffsetsHeld = 0;
    }
    const first = day * DAY_MS;
    const last = first + DAY_MS - 1;
    const atFirst = readWallClock(first, timeZone) - first;
    const atLast = readWallClock(last, timeZone) - last;
    offset = atFirst === atLast ? atFirst : NaN;
    zone.set(day, offset);
    dayOffsetsHeld += 1;
  }
  return offset;
}

/**
 * The wall-clock reading of `at` in `timeZone`, as milliseconds since 1970-01-01 00:00 of a clock
 * with no time zone (so UTC arithmetic on it gives local dates and minutes).
 */
export function wallClockMs(at: number, timeZone: string): number {
  const offset = dayOffset(Math.floor(at / DAY_MS), timeZone);
  return Number.isNaN(offset) ? readWallClock(at, timeZone) : at + offset;
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds. */
export const zoneOffsetMs = (at: number, timeZone: string) => wallClockMs(at, timeZone) - at;

/** The local calendar date of `at` in `timeZone`, 'yyyy-MM-dd'. */
export const localDateOf = (at: number, timeZone: string) =>
  new Date(wallClockMs(at, timeZone)).toISOString().slice(0, 10);

/**
 * The instant `date` begins in `timeZone`. The offset read at the first guess may be the other
 * side of a daylight-saving change, so the guess is corrected once with the offset found there.
 */
export function startOfLocalDay(date: string, timeZone: string): number {
  const wall = dayNumber(date) * DAY_MS;
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}
