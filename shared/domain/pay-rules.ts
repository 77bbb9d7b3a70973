// Worked time into hours and pay. Pure: the timesheet server and every export hand it the
// stretches a person worked and get back the same minutes and cents, so a payslip, a CSV and a
// screen can never disagree.
//
// Time is counted in whole minutes on the location's wall clock: a time clock shows minutes, and
// whole minutes keep every bucket an exact integer that adds up. Clock-in and clock-out are first
// rounded (when the organization rounds), then every instant is taken at the minute it falls in.
import { addDaysIso, weekdayOf } from './dates';
import { roundCents, sharesToTheCent } from './cents';
import { localDateOf, startOfLocalDay, wallClockMs } from './zoned-time';

export type Rounding = 0 | 5 | 6 | 15; // minutes; 0 = none

export interface PayRuleSettings {
  /** Over 40 h in a workweek at 1.5x. */
  weeklyOvertime: boolean;
  /** Over 8 h in a day at 1.5x, over 12 h at 2x. */
  dailyOvertime: boolean;
  /** The 7th consecutive day worked in one workweek: its first 8 h at 1.5x, beyond at 2x. */
  seventhDay: boolean;
  /** A break this long or shorter counts as worked (paid); 0 = every break unpaid. */
  paidBreakMaxMinutes: number;
  /** Clock-in and clock-out rounded to the nearest multiple of local minutes; breaks never. */
  rounding: Rounding;
  /** Day of week the workweek starts (0 Sunday .. 6 Saturday); Shynk uses 1 (Monday). */
  workweekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

export interface WorkedBreak {
  start: Date;
  end: Date;
}

export interface WorkedStretch {
  /** Clock-in instant, already corrected, not yet rounded. */
  start: Date;
  /** Clock-out instant. */
  end: Date;
  /** Inside [start, end]. */
  breaks: WorkedBreak[];
  positionId: number | null;
  /** The rate this stretch is paid at; null = unknown: its minutes pay 0 and the result is flagged. */
  hourlyRate: number | null;
}

export interface PayInput {
  /** IANA zone of the location: days are its local calendar days. */
  timeZone: string;
  settings: PayRuleSettings;
  /**
   * Every stretch of each workweek that overlaps the period, even those outside it, so the weekly
   * and 7th-day rules see the whole week.
   */
  stretches: WorkedStretch[];
  /** 'yyyy-MM-dd' inclusive, local. */
  periodStart: string;
  /** 'yyyy-MM-dd' inclusive, local. */
  periodEnd: string;
}

export interface DayPay {
  date: string;
  /** Paid minutes: after rounding, minus unpaid breaks. */
  workedMinutes: number;
  /** Every break minute, paid or not. */
  breakMinutes: number;
  unpaidBreakMinutes: number;
  regularMinutes: number;
  /** At 1.5x. */
  overtimeMinutes: number;
  /** At 2x. */
  doubleMinutes: number;
}

export interface PositionPay {
  positionId: number | null;
  hourlyRate: number | null;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleMinutes: number;
  /** This position's share of the gross; the shares add up to the gross to the cent. */
  gross: number;
}

export interface PayResult {
  /** One per local day of [periodStart, periodEnd], days without work included. */
  days: DayPay[];
  regularMinutes: number;
  overtimeMinutes: number;
  doubleMinutes: number;
  /** Amounts are exact to the cent: rounded half away from zero once, at the end. */
  regularPay: number;
  overtimePay: number;
  doublePay: number;
  gross: number;
  /** The weighted regular rate of the period's workweeks x 1.5; null when no rate is known. */
  overtimeRate: number | null;
  byPosition: PositionPay[];
  /** Some minutes of the period were worked at no known rate (they pay 0). */
  missingRate: boolean;
}

const MINUTE_MS = 60_000;
const DAILY_OVERTIME_FROM = 8 * 60;
const DAILY_DOUBLE_FROM = 12 * 60;
const SEVENTH_DAY_DOUBLE_FROM = 8 * 60;
const WEEKLY_OVERTIME_FROM = 40 * 60;

/**
 * `at` moved to the nearest multiple of `rounding` minutes on the local wall clock; a tie (7:07:30
 * at 5) goes up. The instant moves by the same amount as its wall-clock reading, which keeps zones
 * whose offset is not whole hours right.
 */
export function roundInstant(at: Date, rounding: Rounding, timeZone: string): Date {
  if (rounding === 0) return new Date(at.getTime());
  const step = rounding * MINUTE_MS;
  const wall = wallClockMs(at.getTime(), timeZone);
  const rounded = Math.floor(wall / step + 0.5) * step;
  return new Date(at.getTime() + rounded - wall);
}

type Bucket = 'regular' | 'overtime' | 'double';

/** Worked minutes of one stretch on one local day, in the order they were worked. */
type Chunk = { startsAt: number; minutes: number; stretch: WorkedStretch };

/** Minutes of a chunk once the rules have put them in a bucket. */
type Piece = { date: string; bucket: Bucket; minutes: number; stretch: WorkedStretch };

type DayWork = { worked: Chunk[]; breakMinutes: number; unpaidBreakMinutes: number };

const atMinute = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/** [from, to) cut at the local midnights it crosses. */
function splitByLocalDay(from: number, to: number, timeZone: string) {
  const pieces: { date: string; from: number; to: number }[] = [];
  let cursor = from;
  while (cursor < to) {
    const date = localDateOf(cursor, timeZone);
    // A zone that skips its midnight could put the next day's start at or before the cursor.
    const nextDay = Math.max(startOfLocalDay(addDaysIso(date, 1), timeZone), cursor + MINUTE_MS);
    const end = Math.min(to, nextDay);
    pieces.push({ date, from: cursor, to: end });
    cursor = end;
  }
  return pieces;
}

function collectDays(input: PayInput): Map<string, DayWork> {
  const { timeZone, settings } = input;
  const days = new Map<string, DayWork>();
  const day = (date: string) => {
    let work = days.get(date);
    if (!work) days.set(date, (work = { worked: [], breakMinutes: 0, unpaidBreakMinutes: 0 }));
    return work;
  };
  for (const stretch of input.stretches) {
    const start = atMinute(roundInstant(stretch.start, settings.rounding, timeZone).getTime());
    const end = atMinute(roundInstant(stretch.end, settings.rounding, timeZone).getTime());
    if (end <= start) continue;
    // Breaks in order, kept inside the rounded stretch and never overlapping one another.
    const breaks = stretch.breaks
      .map((b) => ({ from: atMinute(b.start.getTime()), to: atMinute(b.end.getTime()) }))
      .sort((a, b) => a.from - b.from);
    let workedFrom = start;
    let previousEnd = start;
    for (const { from, to } of breaks) {
      // A break is paid or unpaid by its whole length, even where rounding cut into it.
      const unpaid = (to - from) / MINUTE_MS > input.settings.paidBreakMaxMinutes;
      const clippedFrom = Math.max(from, previousEnd);
      const clippedTo = Math.min(to, end);
      if (clippedTo <= clippedFrom) continue;
      previousEnd = clippedTo;
      for (const piece of splitByLocalDay(clippedFrom, clippedTo, timeZone)) {
        const minutes = (piece.to - piece.from) / MINUTE_MS;
        const work = day(piece.date);
        work.breakMinutes += minutes;
        if (unpaid) work.unpaidBreakMinutes += minutes;
      }
      if (unpaid) {
        addWorked(workedFrom, clippedFrom, stretch);
        workedFrom = clippedTo;
      }
    }
    addWorked(workedFrom, end, stretch);
  }
  return days;

  function addWorked(from: number, to: number, stretch: WorkedStretch) {
    for (const piece of splitByLocalDay(from, to, timeZone)) {
      const minutes = (piece.to - piece.from) / MINUTE_MS;
      day(piece.date).worked.push({ startsAt: piece.from, minutes, stretch });
    }
  }
}

/** The first date of the workweek holding `date`. */
const workweekOf = (date: string, startsOn: number) =>
  addDaysIso(date, -((weekdayOf(date) - startsOn + 7) % 7));

/**
 * Tiers of one day as [bucket, minutes the tier holds]. The 7th consecutive day of a workweek
 * replaces the daily tiers; with neither rule every minute of the day is regular.
 */
function dayTiers(settings: PayRuleSettings, seventhDay: boolean): [Bucket, number][] {
  if (settings.seventhDay && seventhDay)
    return [
      ['overtime', SEVENTH_DAY_DOUBLE_FROM],
      ['double', Infinity],
    ];
  if (settings.dailyOvertime)
    return [
      ['regular', DAILY_OVERTIME_FROM],
      ['overtime', DAILY_DOUBLE_FROM - DAILY_OVERTIME_FROM],
      ['double', Infinity],
    ];
  return [['regular', Infinity]];
}

/**
 * One workweek's minutes put in buckets, in the order they were worked: the day's tiers first,
 * then the weekly rule on what is still regular, so a minute already daily overtime does not
 * also count toward the 40 hours.
 */
function bucketWeek(week: string[], days: Map<string, DayWork>, settings: PayRuleSettings) {
  const pieces: Piece[] = [];
  const everyDayWorked = week.every((date) => daysWorked(days.get(date)) > 0);
  let weekRegular = 0;
  week.forEach((date, index) => {
    const work = days.get(date);
    if (!work) return;
    const tiers = dayTiers(settings, everyDayWorked && index === 6);
    let tier = 0;
    let leftInTier = tiers[0]![1];
    for (const chunk of [...work.worked].sort((a, b) => a.startsAt - b.startsAt)) {
      let left = chunk.minutes;
      while (left > 0) {
        while (leftInTier === 0) leftInTier = tiers[++tier]![1];
        const taken = Math.min(left, leftInTier);
        left -= taken;
        leftInTier -= taken;
        const bucket = tiers[tier]![0];
        if (bucket === 'regular' && settings.weeklyOvertime) {
          const regular = Math.max(0, Math.min(taken, WEEKLY_OVERTIME_FROM - weekRegular));
          weekRegular += regular;
          pieces.push({ date, bucket, minutes: regular, stretch: chunk.stretch });
          pieces.push({
            date,
            bucket: 'overtime',
            minutes: taken - regular,
            stretch: chunk.stretch,
          });
        } else {
          pieces.push({ date, bucket, minutes: taken, stretch: chunk.stretch });
        }
      }
    }
  });
  return pieces.filter((piece) => piece.minutes > 0);
}

const daysWorked = (work: DayWork | undefined) =>
  work ? work.worked.reduce((sum, chunk) => sum + chunk.minutes, 0) : 0;

/** Straight-time earnings and hours of minutes whose rate is known. */
function straightTime(pieces: Piece[]) {
  let earnings = 0;
  let minutes = 0;
  for (const piece of pieces) {
    if (piece.stretch.hourlyRate === null) continue;
    earnings += (piece.minutes / 60) * piece.stretch.hourlyRate;
    minutes += piece.minutes;
  }
  return { earnings, minutes };
}

/**
 * Hours and pay of the period. Overtime is paid the FLSA way on a weighted regular rate: every
 * worked minute earns its own position's straight rate, and each overtime minute adds half the
 * workweek's weighted regular rate (each double-time minute the whole of it), where the weighted
 * rate is the week's straight-time earnings over its hours. So an overtime hour in a single-rate
 * week pays 1.5x, and moving hours between positions never pays less than straight time.
 */
export function computePay(input: PayInput): PayResult {
  const { settings, periodStart, periodEnd } = input;
  const days = collectDays(input);
  const periodDates: string[] = [];
  for (let date = periodStart; date <= periodEnd; date = addDaysIso(date, 1))
    periodDates.push(date);
  const inPeriod = new Set(periodDates);

  const weeks = [
    ...new Set(periodDates.map((date) => workweekOf(date, settings.workweekStartsOn))),
  ];
  const premiumRates = new Map<string, number>(); // date -> the week's weighted regular rate
  const allPieces: Piece[] = [];
  for (const first of weeks) {
    const week = Array.from({ length: 7 }, (_, i) => addDaysIso(first, i));
    const pieces = bucketWeek(week, days, settings);
    const { earnings, minutes } = straightTime(pieces);
    for (const date of week) premiumRates.set(date, minutes > 0 ? earnings / (minutes / 60) : 0);
    allPieces.push(...pieces);
  }
  const periodPieces = allPieces.filter((piece) => inPeriod.has(piece.date));
  const weeksTime = straightTime(allPieces);

  const pay = { regular: 0, overtime: 0, double: 0 };
  const positions = new Map<string, PositionPay & { exactGross: number }>();
  for (const piece of periodPieces) {
    const { positionId, hourlyRate } = piece.stretch;
    const premium = { regular: 0, overtime: 0.5, double: 1 }[piece.bucket];
    const amount =
      hourlyRate === null
        ? 0
        : (piece.minutes / 60) * (hourlyRate + premium * premiumRates.get(piece.date)!);
    pay[piece.bucket] += amount;
    const key = `${positionId}:${hourlyRate}`;
    let position = positions.get(key);
    if (!position) {
      position = {
        positionId,
        hourlyRate,
        regularMinutes: 0,
        overtimeMinutes: 0,
        doubleMinutes: 0,
        gross: 0,
        exactGross: 0,
      };
      positions.set(key, position);
    }
    position[`${piece.bucket}Minutes`] += piece.minutes;
    position.exactGross += amount;
  }

  const gross = roundCents(pay.regular + pay.overtime + pay.double);
  const byPosition = [...positions.values()];
  const grossShares = sharesToTheCent(
    byPosition.map((position) => position.exactGross),
    gross,
  );
  const minutesIn = (date: string, bucket: Bucket) =>
    periodPieces
      .filter((piece) => piece.date === date && piece.bucket === bucket)
      .reduce((sum, piece) => sum + piece.minutes, 0);
  const dayPays: DayPay[] = periodDates.map((date) => {
    const work = days.get(date);
    return {
      date,
      workedMinutes: daysWorked(work),
      breakMinutes: work?.breakMinutes ?? 0,
      unpaidBreakMinutes: work?.unpaidBreakMinutes ?? 0,
      regularMinutes: minutesIn(date, 'regular'),
      overtimeMinutes: minutesIn(date, 'overtime'),
      doubleMinutes: minutesIn(date, 'double'),
    };
  });
  const total = (field: 'regularMinutes' | 'overtimeMinutes' | 'doubleMinutes') =>
    dayPays.reduce((sum, day) => sum + day[field], 0);

  return {
    days: dayPays,
    regularMinutes: total('regularMinutes'),
    overtimeMinutes: total('overtimeMinutes'),
    doubleMinutes: total('doubleMinutes'),
    regularPay: roundCents(pay.regular),
    overtimePay: roundCents(pay.overtime),
    doublePay: roundCents(pay.double),
    gross,
    overtimeRate:
      weeksTime.minutes > 0
        ? roundCents((1.5 * weeksTime.earnings) / (weeksTime.minutes / 60))
        : null,
    byPosition: byPosition.map(({ exactGross: _, ...position }, index) => ({
      ...position,
      gross: grossShares[index]!,
    })),
    missingRate: periodPieces.some((piece) => piece.stretch.hourlyRate === null),
  };
}
