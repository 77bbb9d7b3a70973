// Golden cases: each names a situation payroll must get right and pins every bucket's minutes and
// every amount. Instants carry explicit offsets, so the cases do not lean on the zone code they test.
import { describe, expect, it } from 'vitest';
import {
  computePay,
  roundInstant,
  type DayPay,
  type PayRuleSettings,
  type PositionPay,
  type Rounding,
  type WorkedStretch,
} from './pay-rules';

const ALL_OFF: PayRuleSettings = {
  weeklyOvertime: false,
  dailyOvertime: false,
  seventhDay: false,
  paidBreakMaxMinutes: 0,
  rounding: 0,
  workweekStartsOn: 1,
};
const CALIFORNIA: PayRuleSettings = {
  ...ALL_OFF,
  weeklyOvertime: true,
  dailyOvertime: true,
  seventhDay: true,
  paidBreakMaxMinutes: 15,
};
const WEEKLY_ONLY: PayRuleSettings = { ...ALL_OFF, weeklyOvertime: true };

// The week of Monday 1 June 2026, when Los Angeles is on PDT (UTC-7).
const [MON, TUE, WED, THU, FRI, SAT, SUN] = [1, 2, 3, 4, 5, 6, 7].map((d) => `2026-06-0${d}`) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const WEEK = [MON, TUE, WED, THU, FRI, SAT, SUN];

type Extra = { breaks?: [string, string][]; rate?: number | null; position?: number | null };

/** An instant from an ISO local time and offset, e.g. at('2026-06-01T08:00', '-07:00'). */
const at = (local: string, offset: string) =>
  new Date(`${local}${local.length === 16 ? ':00' : ''}${offset}`);

const nextDate = (date: string) =>
  new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);

/**
 * A stretch on `date` from `from` to `to` ('HH:MM' or 'HH:MM:SS') at `offset`; a `to` not after
 * `from` ends the next day, and so does a break time before `from`.
 */
function stretch(date: string, from: string, to: string, extra: Extra = {}, offset = '-07:00') {
  const on = (time: string) => at(`${time < from ? nextDate(date) : date}T${time}`, offset);
  const result: WorkedStretch = {
    start: at(`${date}T${from}`, offset),
    end: to <= from ? at(`${nextDate(date)}T${to}`, offset) : on(to),
    breaks: (extra.breaks ?? []).map(([start, end]) => ({ start: on(start), end: on(end) })),
    positionId: extra.position === undefined ? 1 : extra.position,
    hourlyRate: extra.rate === undefined ? 20 : extra.rate,
  };
  return result;
}

/** A stretch between two instants written out in full (for days when the offset changes). */
const between = (start: string, end: string, extra: Extra = {}): WorkedStretch => ({
  start: new Date(start),
  end: new Date(end),
  breaks: [],
  positionId: extra.position === undefined ? 1 : extra.position,
  hourlyRate: extra.rate === undefined ? 20 : extra.rate,
});

const everyDay = (dates: string[], from: string, to: string, extra?: Extra) =>
  dates.map((date) => stretch(date, from, to, extra));

/** [worked, break, unpaid break, regular, overtime, double] minutes of a day. */
type DayMinutes = [number, number, number, number, number, number];

type Golden = {
  name: string;
  zone?: string;
  settings: PayRuleSettings;
  stretches: WorkedStretch[];
  period?: [string, string];
  /** [regular, overtime, double] minutes of the period. */
  minutes: [number, number, number];
  /** [regular, overtime, double, gross] pay. */
  pay: [number, number, number, number];
  days?: Record<string, DayMinutes>;
  overtimeRate?: number | null;
  byPosition?: Partial<PositionPay>[];
  missingRate?: boolean;
};

const GOLDEN: Golden[] = [
  // Everything off
  {
    name: 'everything off: a 10 h day is all regular',
    settings: ALL_OFF,
    stretches: [stretch(MON, '08:00', '18:00')],
    minutes: [600, 0, 0],
    pay: [200, 0, 0, 200],
    days: { [MON]: [600, 0, 0, 600, 0, 0] },
    overtimeRate: 30,
  },
  {
    name: 'everything off: seven 10 h days are all regular',
    settings: ALL_OFF,
    stretches: everyDay(WEEK, '08:00', '18:00'),
    minutes: [4200, 0, 0],
    pay: [1400, 0, 0, 1400],
  },
  {
    name: 'everything off: every break is unpaid, even 5 minutes',
    settings: ALL_OFF,
    stretches: [
      stretch(MON, '08:00', '16:35', {
        breaks: [
          ['12:00', '12:05'],
          ['14:00', '14:30'],
        ],
      }),
    ],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
    days: { [MON]: [480, 35, 35, 480, 0, 0] },
  },
  {
    name: 'no work: the period lists its days with zeros and no rate',
    settings: CALIFORNIA,
    stretches: [],
    minutes: [0, 0, 0],
    pay: [0, 0, 0, 0],
    days: { [MON]: [0, 0, 0, 0, 0, 0], [SUN]: [0, 0, 0, 0, 0, 0] },
    overtimeRate: null,
    byPosition: [],
    missingRate: false,
  },

  // Daily overtime
  {
    name: 'daily: exactly 8 h is all regular',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '08:00', '16:00')],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
  },
  {
    name: 'daily: the 481st minute is overtime',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '08:00', '16:01')],
    minutes: [480, 1, 0],
    pay: [160, 0.5, 0, 160.5],
  },
  {
    name: 'daily: 12 h is 8 regular and 4 overtime',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '06:00', '18:00')],
    minutes: [480, 240, 0],
    pay: [160, 120, 0, 280],
  },
  {
    name: 'daily: 14 h puts the hours past 12 at double time',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '06:00', '20:00')],
    minutes: [480, 240, 120],
    pay: [160, 120, 80, 360],
    days: { [MON]: [840, 0, 0, 480, 240, 120] },
  },
  {
    name: 'daily: two stretches of one day add up before the 8 h tier',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '06:00', '11:00'), stretch(MON, '15:00', '20:00')],
    minutes: [480, 120, 0],
    pay: [160, 60, 0, 220],
  },
  {
    name: 'daily only: 5 days of 10 h give 2 h overtime a day and no weekly overtime',
    settings: { ...ALL_OFF, dailyOvertime: true },
    stretches: everyDay([MON, TUE, WED, THU, FRI], '08:00', '18:00'),
    minutes: [2400, 600, 0],
    pay: [800, 300, 0, 1100],
  },

  // Weekly overtime
  {
    name: 'weekly only: 5 days of 10 h give 10 h over 40',
    settings: WEEKLY_ONLY,
    stretches: everyDay([MON, TUE, WED, THU, FRI], '08:00', '18:00'),
    minutes: [2400, 600, 0],
    pay: [800, 300, 0, 1100],
    days: { [THU]: [600, 0, 0, 600, 0, 0], [FRI]: [600, 0, 0, 0, 600, 0] },
  },
  {
    name: 'weekly only: exactly 40 h has no overtime',
    settings: WEEKLY_ONLY,
    stretches: everyDay([MON, TUE, WED, THU, FRI], '09:00', '17:00'),
    minutes: [2400, 0, 0],
    pay: [800, 0, 0, 800],
  },
  {
    name: 'weekly and daily: 5 days of 10 h is daily overtime only (no double counting)',
    settings: CALIFORNIA,
    stretches: everyDay([MON, TUE, WED, THU, FRI], '08:00', '18:00'),
    minutes: [2400, 600, 0],
    pay: [800, 300, 0, 1100],
  },
  {
    name: 'weekly and daily: 6 days of 9 h cross 40 regular hours on Saturday',
    settings: CALIFORNIA,
    stretches: everyDay([MON, TUE, WED, THU, FRI, SAT], '08:00', '17:00'),
    minutes: [2400, 840, 0],
    pay: [800, 420, 0, 1220],
    days: { [FRI]: [540, 0, 0, 480, 60, 0], [SAT]: [540, 0, 0, 0, 540, 0] },
  },
  {
    name: 'weekly: the minutes past 40 h in the middle of a day become overtime from there',
    settings: WEEKLY_ONLY,
    stretches: [
      ...everyDay([MON, TUE, WED, THU], '08:00', '17:00'),
      stretch(FRI, '08:00', '17:00'),
    ],
    minutes: [2400, 300, 0],
    pay: [800, 150, 0, 950],
    days: { [FRI]: [540, 0, 0, 240, 300, 0] },
  },

  // 7th consecutive day
  {
    name: '7th day: seven 8 h days make Sunday overtime on top of weekly overtime',
    settings: CALIFORNIA,
    stretches: everyDay(WEEK, '08:00', '16:00'),
    minutes: [2400, 960, 0],
    pay: [800, 480, 0, 1280],
    days: { [SAT]: [480, 0, 0, 0, 480, 0], [SUN]: [480, 0, 0, 0, 480, 0] },
  },
  {
    name: '7th day: 10 h on the 7th day is 8 h overtime and 2 h double',
    settings: CALIFORNIA,
    stretches: [
      ...everyDay([MON, TUE, WED, THU, FRI, SAT], '08:00', '14:00'),
      stretch(SUN, '08:00', '18:00'),
    ],
    minutes: [2160, 480, 120],
    pay: [720, 240, 80, 1040],
    days: { [SUN]: [600, 0, 0, 0, 480, 120] },
  },
  {
    name: '7th day off: the same week pays Sunday by the daily and weekly rules',
    settings: { ...CALIFORNIA, seventhDay: false },
    stretches: [
      ...everyDay([MON, TUE, WED, THU, FRI, SAT], '08:00', '14:00'),
      stretch(SUN, '08:00', '18:00'),
    ],
    minutes: [2400, 360, 0],
    pay: [800, 180, 0, 980],
    days: { [SUN]: [600, 0, 0, 240, 360, 0] },
  },
  {
    name: '7th day alone: Sunday of seven 10 h days is 8 h overtime and 2 h double',
    settings: { ...ALL_OFF, seventhDay: true },
    stretches: everyDay(WEEK, '08:00', '18:00'),
    minutes: [3600, 480, 120],
    pay: [1200, 240, 80, 1520],
  },
  {
    name: '7th day: seven days in a row across two workweeks are no 7th day',
    settings: CALIFORNIA,
    stretches: [
      stretch('2026-05-31', '08:00', '14:00'),
      ...everyDay(WEEK.slice(1), '08:00', '14:00'),
    ],
    minutes: [2160, 0, 0],
    pay: [720, 0, 0, 720],
    days: { [MON]: [0, 0, 0, 0, 0, 0], [SUN]: [360, 0, 0, 360, 0, 0] },
  },
  {
    name: '7th day: a workweek starting Sunday makes Saturday the 7th day',
    settings: { ...CALIFORNIA, workweekStartsOn: 0 },
    stretches: everyDay(['2026-05-31', MON, TUE, WED, THU, FRI, SAT], '08:00', '14:00'),
    period: ['2026-05-31', SAT],
    minutes: [2160, 360, 0],
    pay: [720, 180, 0, 900],
    days: { [FRI]: [360, 0, 0, 360, 0, 0], [SAT]: [360, 0, 0, 0, 360, 0] },
  },
  {
    name: '7th day: a day of only unpaid break is not a day worked',
    settings: CALIFORNIA,
    stretches: [
      ...everyDay([MON, TUE, WED, THU, FRI, SAT], '08:00', '14:00'),
      stretch(SUN, '08:00', '08:30', { breaks: [['08:00', '08:30']] }),
    ],
    minutes: [2160, 0, 0],
    pay: [720, 0, 0, 720],
    days: { [SUN]: [0, 30, 30, 0, 0, 0] },
  },

  // Overnight
  {
    name: 'overnight: 22:00 to 06:00 is 2 h on the first day and 6 h on the next',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '22:00', '06:00')],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
    days: { [MON]: [120, 0, 0, 120, 0, 0], [TUE]: [360, 0, 0, 360, 0, 0] },
  },
  {
    name: 'overnight: 14 h from 18:00 split 6 h + 8 h has no daily overtime',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '18:00', '08:00')],
    minutes: [840, 0, 0],
    pay: [280, 0, 0, 280],
    days: { [MON]: [360, 0, 0, 360, 0, 0], [TUE]: [480, 0, 0, 480, 0, 0] },
  },
  {
    name: "overnight: the night's hours after midnight count first toward the next day's 8 h",
    settings: CALIFORNIA,
    // Listed out of order: the rules follow the clock, not the list.
    stretches: [stretch(TUE, '08:00', '16:00'), stretch(MON, '20:00', '02:00')],
    minutes: [720, 120, 0],
    pay: [240, 60, 0, 300],
    days: { [MON]: [240, 0, 0, 240, 0, 0], [TUE]: [600, 0, 0, 480, 120, 0] },
  },
  {
    name: 'overnight: a shift running past the period end counts only its period minutes',
    settings: CALIFORNIA,
    stretches: [stretch(SUN, '22:00', '06:00')],
    minutes: [120, 0, 0],
    pay: [40, 0, 0, 40],
    days: { [SUN]: [120, 0, 0, 120, 0, 0] },
  },

  // Breaks
  {
    name: 'breaks: a 15 min break with a 15 min limit is paid',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '08:00', '16:15', { breaks: [['12:00', '12:15']] })],
    minutes: [480, 15, 0],
    pay: [160, 7.5, 0, 167.5],
    days: { [MON]: [495, 15, 0, 480, 15, 0] },
  },
  {
    name: 'breaks: a 16 min break with a 15 min limit is unpaid whole',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '08:00', '16:16', { breaks: [['12:00', '12:16']] })],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
    days: { [MON]: [480, 16, 16, 480, 0, 0] },
  },
  {
    name: 'breaks: one paid and one unpaid break in a day',
    settings: CALIFORNIA,
    stretches: [
      stretch(MON, '08:00', '17:00', {
        breaks: [
          ['10:00', '10:10'],
          ['12:00', '12:30'],
        ],
      }),
    ],
    minutes: [480, 30, 0],
    pay: [160, 15, 0, 175],
    days: { [MON]: [510, 40, 30, 480, 30, 0] },
  },
  {
    name: 'breaks: an unpaid break across midnight is split between the two days',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '20:00', '04:00', { breaks: [['23:45', '00:30']] })],
    minutes: [435, 0, 0],
    pay: [145, 0, 0, 145],
    days: { [MON]: [225, 15, 15, 225, 0, 0], [TUE]: [210, 30, 30, 210, 0, 0] },
  },
  {
    name: 'breaks: seconds are dropped, a break read in whole minutes',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '08:00:59', '16:30:10', { breaks: [['12:00:40', '12:30:10']] })],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
    days: { [MON]: [480, 30, 30, 480, 0, 0] },
  },

  // Rounding
  {
    name: 'rounding 5: clock-in 7:07 rounds down to 7:05',
    settings: { ...ALL_OFF, rounding: 5 },
    stretches: [stretch(MON, '07:07', '15:05')],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
  },
  {
    name: 'rounding 5: clock-in 7:08 rounds up to 7:10',
    settings: { ...ALL_OFF, rounding: 5 },
    stretches: [stretch(MON, '07:08', '15:10')],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
  },
  {
    name: 'rounding 5: a tie at 7:07:30 rounds up to 7:10, 7:07:29 down to 7:05',
    settings: { ...ALL_OFF, rounding: 5 },
    stretches: [stretch(MON, '07:07:30', '15:10'), stretch(TUE, '07:07:29', '15:10')],
    minutes: [480 + 485, 0, 0],
    pay: [321.67, 0, 0, 321.67],
  },
  {
    name: 'rounding 15: 7:53 to 16:37 is 8:00 to 16:30, and the 31 min break is not rounded',
    settings: { ...CALIFORNIA, rounding: 15 },
    stretches: [stretch(MON, '07:53', '16:37', { breaks: [['12:02', '12:33']] })],
    minutes: [479, 0, 0],
    pay: [159.67, 0, 0, 159.67],
    days: { [MON]: [479, 31, 31, 479, 0, 0] },
  },
  {
    name: 'rounding 15: a 3 min punch rounds to nothing',
    settings: { ...ALL_OFF, rounding: 15 },
    stretches: [stretch(MON, '07:01', '07:04')],
    minutes: [0, 0, 0],
    pay: [0, 0, 0, 0],
    days: { [MON]: [0, 0, 0, 0, 0, 0] },
  },
  {
    name: 'rounding 6: clock-out 16:03 ties and rounds up to 16:06',
    settings: { ...ALL_OFF, rounding: 6 },
    stretches: [stretch(MON, '08:02', '16:03')],
    minutes: [486, 0, 0],
    pay: [162, 0, 0, 162],
  },
  {
    name: 'rounding 6 in Kathmandu: the local clock, 45 min off the hour, is what rounds',
    zone: 'Asia/Kathmandu',
    settings: { ...ALL_OFF, rounding: 6 },
    stretches: [stretch(MON, '07:07', '15:05', {}, '+05:45')],
    minutes: [480, 0, 0],
    pay: [160, 0, 0, 160],
  },

  // Daylight saving
  {
    name: 'DST Los Angeles spring forward: midnight to midnight on 8 March is 23 h',
    settings: ALL_OFF,
    stretches: [between('2026-03-08T00:00-08:00', '2026-03-09T00:00-07:00')],
    period: ['2026-03-08', '2026-03-08'],
    minutes: [1380, 0, 0],
    pay: [460, 0, 0, 460],
  },
  {
    name: 'DST Los Angeles spring forward with daily rules: 23 h is 8 + 4 + 11 double',
    settings: CALIFORNIA,
    stretches: [between('2026-03-08T00:00-08:00', '2026-03-09T00:00-07:00')],
    period: ['2026-03-08', '2026-03-08'],
    minutes: [480, 240, 660],
    pay: [160, 120, 440, 720],
  },
  {
    name: 'DST Los Angeles spring forward overnight: 22:00 to 06:00 is 7 h worked',
    settings: CALIFORNIA,
    stretches: [between('2026-03-07T22:00-08:00', '2026-03-08T06:00-07:00')],
    period: ['2026-03-07', '2026-03-08'],
    minutes: [420, 0, 0],
    pay: [140, 0, 0, 140],
    days: { '2026-03-07': [120, 0, 0, 120, 0, 0], '2026-03-08': [300, 0, 0, 300, 0, 0] },
  },
  {
    name: 'DST Los Angeles fall back: midnight to midnight on 1 November is 25 h',
    settings: CALIFORNIA,
    stretches: [between('2026-11-01T00:00-07:00', '2026-11-02T00:00-08:00')],
    period: ['2026-11-01', '2026-11-01'],
    minutes: [480, 240, 780],
    pay: [160, 120, 520, 800],
  },
  {
    name: 'DST Los Angeles fall back overnight: 22:00 to 06:00 is 9 h, none of it overtime',
    settings: CALIFORNIA,
    stretches: [between('2026-10-31T22:00-07:00', '2026-11-01T06:00-08:00')],
    period: ['2026-10-31', '2026-11-01'],
    minutes: [540, 0, 0],
    pay: [180, 0, 0, 180],
    days: { '2026-10-31': [120, 0, 0, 120, 0, 0], '2026-11-01': [420, 0, 0, 420, 0, 0] },
  },
  {
    name: 'DST London spring forward: midnight to midnight on 29 March is 23 h',
    zone: 'Europe/London',
    settings: ALL_OFF,
    stretches: [between('2026-03-29T00:00+00:00', '2026-03-30T00:00+01:00')],
    period: ['2026-03-29', '2026-03-30'],
    minutes: [1380, 0, 0],
    pay: [460, 0, 0, 460],
    days: { '2026-03-29': [1380, 0, 0, 1380, 0, 0], '2026-03-30': [0, 0, 0, 0, 0, 0] },
  },
  {
    name: 'DST London fall back: midnight to midnight on 25 October is 25 h',
    zone: 'Europe/London',
    settings: ALL_OFF,
    stretches: [between('2026-10-25T00:00+01:00', '2026-10-26T00:00+00:00')],
    period: ['2026-10-25', '2026-10-26'],
    minutes: [1500, 0, 0],
    pay: [500, 0, 0, 500],
    days: { '2026-10-25': [1500, 0, 0, 1500, 0, 0], '2026-10-26': [0, 0, 0, 0, 0, 0] },
  },
  {
    name: 'DST London fall back overnight: 22:00 BST to 06:00 GMT is 2 h + 7 h',
    zone: 'Europe/London',
    settings: CALIFORNIA,
    stretches: [between('2026-10-24T22:00+01:00', '2026-10-25T06:00+00:00')],
    period: ['2026-10-24', '2026-10-25'],
    minutes: [540, 0, 0],
    pay: [180, 0, 0, 180],
    days: { '2026-10-24': [120, 0, 0, 120, 0, 0], '2026-10-25': [420, 0, 0, 420, 0, 0] },
  },
  {
    name: 'DST London: rounding 15 at the fall-back hour rounds on the clock of the moment',
    zone: 'Europe/London',
    settings: { ...ALL_OFF, rounding: 15 },
    // 01:07 BST rounds to 01:00 BST (00:00Z); 01:53 GMT, an hour later on the clock, to 02:00 GMT.
    stretches: [between('2026-10-25T01:07+01:00', '2026-10-25T01:53+00:00')],
    period: ['2026-10-25', '2026-10-25'],
    minutes: [120, 0, 0],
    pay: [40, 0, 0, 40],
  },

  // Several rates
  {
    name: 'rates: two positions in one day, overtime paid on the weighted rate',
    settings: CALIFORNIA,
    stretches: [
      stretch(MON, '08:00', '12:00', { position: 1, rate: 20 }),
      stretch(MON, '12:00', '18:00', { position: 2, rate: 30 }),
    ],
    minutes: [480, 120, 0],
    // Weighted rate (80 + 180) / 10 h = 26: the 2 overtime hours pay 30 + 13 each.
    pay: [200, 86, 0, 286],
    overtimeRate: 39,
    byPosition: [
      { positionId: 1, hourlyRate: 20, regularMinutes: 240, overtimeMinutes: 0, gross: 80 },
      { positionId: 2, hourlyRate: 30, regularMinutes: 240, overtimeMinutes: 120, gross: 206 },
    ],
  },
  {
    name: 'rates: weekly overtime in a cheaper position adds half the weighted rate',
    settings: CALIFORNIA,
    stretches: [
      ...everyDay([MON, TUE, WED, THU, FRI], '08:00', '16:00'),
      stretch(SAT, '08:00', '13:00', { position: 2, rate: 10 }),
    ],
    minutes: [2400, 300, 0],
    // Weighted rate 850 / 45 h = 18.888...: 5 h x (10 + 9.444...) = 97.22.
    pay: [800, 97.22, 0, 897.22],
    overtimeRate: 28.33,
    byPosition: [
      { positionId: 1, regularMinutes: 2400, gross: 800 },
      { positionId: 2, overtimeMinutes: 300, gross: 97.22 },
    ],
  },
  {
    name: 'rates: overtime in a dearer position never pays below its straight time',
    settings: WEEKLY_ONLY,
    stretches: [
      ...everyDay([MON, TUE, WED, THU, FRI], '08:00', '16:00', { rate: 10 }),
      stretch(SAT, '08:00', '18:00', { position: 2, rate: 100 }),
    ],
    minutes: [2400, 600, 0],
    // Straight 400 + 1000; weighted rate 1400 / 50 h = 28, so 10 h add 140 of premium.
    pay: [400, 1140, 0, 1540],
    overtimeRate: 42,
  },
  {
    name: 'rates: the same position at two rates is reported as two rows',
    settings: ALL_OFF,
    stretches: [
      stretch(MON, '08:00', '12:00', { rate: 20 }),
      stretch(TUE, '08:00', '12:00', { rate: 22 }),
    ],
    minutes: [480, 0, 0],
    pay: [168, 0, 0, 168],
    byPosition: [
      { positionId: 1, hourlyRate: 20, regularMinutes: 240, gross: 80 },
      { positionId: 1, hourlyRate: 22, regularMinutes: 240, gross: 88 },
    ],
  },
  {
    name: 'rates: unknown rate pays nothing and is flagged',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '08:00', '18:00', { rate: null, position: null })],
    minutes: [480, 120, 0],
    pay: [0, 0, 0, 0],
    overtimeRate: null,
    missingRate: true,
    byPosition: [
      { positionId: null, hourlyRate: null, regularMinutes: 480, overtimeMinutes: 120, gross: 0 },
    ],
  },
  {
    name: 'rates: a known rate beside an unknown one sets the weighted rate alone',
    settings: CALIFORNIA,
    stretches: [stretch(MON, '08:00', '16:00'), stretch(TUE, '08:00', '18:00', { rate: null })],
    minutes: [960, 120, 0],
    pay: [160, 0, 0, 160],
    overtimeRate: 30,
    missingRate: true,
  },
  {
    name: 'cents: half a cent rounds away from zero (3 min at 10.10 is 0.505)',
    settings: ALL_OFF,
    stretches: [stretch(MON, '08:00', '08:03', { rate: 10.1 })],
    minutes: [3, 0, 0],
    pay: [0.51, 0, 0, 0.51],
  },
  {
    name: 'cents: position shares add up to the gross although each was rounded',
    settings: ALL_OFF,
    stretches: [
      stretch(MON, '08:00', '08:01', { position: 1, rate: 0.3 }),
      stretch(MON, '09:00', '09:01', { position: 2, rate: 0.3 }),
      stretch(MON, '10:00', '10:01', { position: 3, rate: 0.3 }),
    ],
    minutes: [3, 0, 0],
    // 0.005 each, 0.015 together: the total pays 0.02 and two shares carry a cent.
    pay: [0.02, 0, 0, 0.02],
    byPosition: [{ gross: 0.01 }, { gross: 0.01 }, { gross: 0 }],
  },

  // Periods that cut a workweek
  {
    name: 'period cut: Thursday to Sunday sees the 30 h worked earlier in the week',
    settings: WEEKLY_ONLY,
    stretches: everyDay([MON, TUE, WED, THU, FRI, SAT], '08:00', '18:00'),
    period: [THU, SUN],
    minutes: [600, 1200, 0],
    pay: [200, 600, 0, 800],
    days: { [THU]: [600, 0, 0, 600, 0, 0], [FRI]: [600, 0, 0, 0, 600, 0] },
  },
  {
    name: 'period cut: Thursday to Wednesday judges each workweek on its own',
    settings: WEEKLY_ONLY,
    stretches: everyDay([...WEEK, '2026-06-08', '2026-06-09', '2026-06-10'], '08:00', '18:00'),
    period: [THU, '2026-06-10'],
    minutes: [2400, 1800, 0],
    pay: [800, 900, 0, 1700],
    days: { [SUN]: [600, 0, 0, 0, 600, 0], '2026-06-10': [600, 0, 0, 600, 0, 0] },
  },
  {
    name: 'period cut: a 7th day at the start of the period, the other six before it',
    settings: CALIFORNIA,
    stretches: everyDay(WEEK, '08:00', '14:00'),
    period: [SUN, '2026-06-13'],
    minutes: [0, 360, 0],
    pay: [0, 180, 0, 180],
    days: { [SUN]: [360, 0, 0, 0, 360, 0] },
  },
];

const DAY_FIELDS = [
  'workedMinutes',
  'breakMinutes',
  'unpaidBreakMinutes',
  'regularMinutes',
  'overtimeMinutes',
  'doubleMinutes',
] as const satisfies readonly (keyof DayPay)[];

describe('pay rules: golden cases', () => {
  it('holds at least 40 cases with distinct names', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GOLDEN.map((c) => c.name)).size).toBe(GOLDEN.length);
  });

  it.each(GOLDEN)('$name', (golden) => {
    const [periodStart, periodEnd] = golden.period ?? [MON, SUN];
    const result = computePay({
      timeZone: golden.zone ?? 'America/Los_Angeles',
      settings: golden.settings,
      stretches: golden.stretches,
      periodStart,
      periodEnd,
    });
    expect([result.regularMinutes, result.overtimeMinutes, result.doubleMinutes]).toEqual(
      golden.minutes,
    );
    expect([result.regularPay, result.overtimePay, result.doublePay, result.gross]).toEqual(
      golden.pay,
    );
    expect(result.days[0]?.date).toBe(periodStart);
    expect(result.days.at(-1)?.date).toBe(periodEnd);
    for (const [date, minutes] of Object.entries(golden.days ?? {})) {
      const day = result.days.find((d) => d.date === date);
      expect(day && DAY_FIELDS.map((field) => day[field]), date).toEqual(minutes);
    }
    if (golden.overtimeRate !== undefined) expect(result.overtimeRate).toBe(golden.overtimeRate);
    if (golden.missingRate !== undefined) expect(result.missingRate).toBe(golden.missingRate);
    if (golden.byPosition) {
      expect(result.byPosition).toHaveLength(golden.byPosition.length);
      golden.byPosition.forEach((expected, i) =>
        expect(result.byPosition[i]).toMatchObject(expected),
      );
    }
  });
});

const ROUNDING: [string, Rounding, string, string][] = [
  ['7:07 at 5', 5, '2026-06-01T07:07:00-07:00', '2026-06-01T14:05:00.000Z'],
  ['7:08 at 5', 5, '2026-06-01T07:08:00-07:00', '2026-06-01T14:10:00.000Z'],
  ['7:07:30 at 5 (tie, up)', 5, '2026-06-01T07:07:30-07:00', '2026-06-01T14:10:00.000Z'],
  ['7:07:29.999 at 5', 5, '2026-06-01T07:07:29.999-07:00', '2026-06-01T14:05:00.000Z'],
  ['7:07 at 15', 15, '2026-06-01T07:07:00-07:00', '2026-06-01T14:00:00.000Z'],
  ['7:07:30 at 15 (tie, up)', 15, '2026-06-01T07:07:30-07:00', '2026-06-01T14:15:00.000Z'],
  ['7:03 at 6 (tie, up)', 6, '2026-06-01T07:03:00-07:00', '2026-06-01T14:06:00.000Z'],
  ['7:07:30 at 0 (none)', 0, '2026-06-01T07:07:30-07:00', '2026-06-01T14:07:30.000Z'],
  ['23:58 at 5 into the next day', 5, '2026-06-01T23:58:00-07:00', '2026-06-02T07:00:00.000Z'],
];

describe('roundInstant', () => {
  it.each(ROUNDING)('rounds %s', (_, rounding, instant, expected) => {
    expect(roundInstant(new Date(instant), rounding, 'America/Los_Angeles').toISOString()).toBe(
      expected,
    );
  });

  it('rounds on the local clock where the offset is not whole hours', () => {
    // 07:07 in Kathmandu (+05:45) is 01:22 UTC: the local clock rounds to 07:06, UTC would say 01:24.
    expect(
      roundInstant(new Date('2026-06-01T07:07:00+05:45'), 6, 'Asia/Kathmandu').toISOString(),
    ).toBe('2026-06-01T01:21:00.000Z');
  });
});
