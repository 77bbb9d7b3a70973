// The demo gym's fixed facts: its people, its weekly timetable, its events and requests.
// seed-data.ts turns them into six weeks of schedule around the current week.
import type { TIME_OFF_STATUSES, TIME_OFF_TYPES } from '@shared/schema';

export const DEMO_ORGANIZATION_NAME = 'Riverside Fitness';
export const DEMO_PASSWORD = 'shynk-demo';
export const DEMO_EMAIL_DOMAIN = 'riverside.example';

export const MANAGER_NAMES: [string, string][] = [
  ['Jordan', 'Reyes'],
  ['Priya', 'Shah'],
];

export const EMPLOYEE_NAMES: [string, string][] = [
  ['Marcus', 'Johnson'],
  ['Sofia', 'Martinez'],
  ['Liam', "O'Brien"],
  ['Emily', 'Nguyen'],
  ['Noah', 'Williams'],
  ['Aisha', 'Khan'],
  ['Ethan', 'Brooks'],
  ['Hannah', 'Kim'],
  ['Diego', 'Alvarez'],
  ['Grace', 'Okafor'],
  ['Caleb', 'Turner'],
  ['Mia', 'Rossi'],
  ['Owen', 'Patel'],
  ['Zoe', 'Carter'],
  ['Lucas', 'Silva'],
  ['Chloe', 'Bennett'],
  ['Mateo', 'Garcia'],
  ['Ava', 'Thompson'],
  ['Isaac', 'Cohen'],
  ['Nora', 'Lindqvist'],
  ['Jamal', 'Washington'],
  ['Lily', 'Chen'],
  ['Ryan', 'Murphy'],
  ['Fatima', 'Haddad'],
  ['Samuel', 'Adeyemi'],
];

export const WEEKLY_HOURS_LIMITS = [20, 24, 30, 32, 36, 40];

/** The gym's kinds of work, with what an hour of each usually pays. */
export const POSITIONS = [
  { name: 'Front desk', color: 'teal', hourlyRate: 16 },
  { name: 'Coach', color: 'blue', hourlyRate: 24 },
  { name: 'Cleaner', color: 'purple', hourlyRate: 15 },
] as const;
const [FRONT_DESK, COACH, CLEANER] = [0, 1, 2];

/**
 * The positions each employee (by their index among employees) is qualified for: most coaches
 * also cover the desk, a few people clean, and some coaches earn more than the default.
 */
export function qualificationsOf(
  employee: number,
): { position: number; hourlyRate: number | null }[] {
  const list: { position: number; hourlyRate: number | null }[] = [];
  if (employee % 3 !== 2)
    list.push({ position: COACH, hourlyRate: employee % 5 === 0 ? 28 : null });
  if (employee % 3 !== 0) list.push({ position: FRONT_DESK, hourlyRate: null });
  if (employee % 4 === 3) list.push({ position: CLEANER, hourlyRate: null });
  return list;
}

export type ShiftTemplate = {
  /** Index into POSITIONS of the position the shift needs; null: anyone. */
  position: number | null;
  title: string;
  shiftType: 'Standard' | 'PVF' | 'HP+' | 'Event';
  color: string;
  numberOfStations: number;
  employeesPerStation: number;
  startTime: string;
  duration: number;
  notes?: string;
};

type SeedAssignment = { person: number; stationNumber: number };
/** One generated shift: a template placed on a date, with the people the seed assigns. */
export type SeedShift = Omit<ShiftTemplate, 'notes'> & {
  date: string;
  week: number;
  notes: string | null;
  recurringSeriesId: string | null;
  assignments: SeedAssignment[];
};

const template = (
  title: string,
  shiftType: ShiftTemplate['shiftType'],
  color: string,
  [numberOfStations, employeesPerStation]: [number, number],
  startTime: string,
  duration: number,
  notes?: string,
): ShiftTemplate => ({
  position: positionOf(title, shiftType),
  title,
  shiftType,
  color,
  numberOfStations,
  employeesPerStation,
  startTime,
  duration,
  notes,
});

/** What the gym's shifts need, by their titles: the desk, coaching, cleaning; events take anyone. */
function positionOf(title: string, shiftType: ShiftTemplate['shiftType']): number | null {
  if (shiftType === 'Event') return null;
  if (title.startsWith('Front Desk') || title.startsWith('Memberships')) return FRONT_DESK;
  if (title.startsWith('Cleaning')) return CLEANER;
  return COACH;
}

const MON_FRI = [0, 1, 2, 3, 4];
const WEEKEND = [5, 6];

/** The weekly timetable: [days from Monday (0), shift]. Each slot recurs as one series. */
export const TIMETABLE: [number[], ShiftTemplate][] = [
  [
    MON_FRI,
    template('Front Desk – Opening', 'Standard', 'teal', [1, 1], '05:45', 420, 'Unlock by 05:55.'),
  ],
  [MON_FRI, template('Front Desk – Closing', 'Standard', 'teal', [1, 1], '14:30', 450)],
  [WEEKEND, template('Front Desk – Weekend', 'Standard', 'teal', [1, 1], '07:45', 480)],
  [MON_FRI, template('Gym Floor Coach – Morning', 'Standard', 'blue', [2, 1], '06:00', 300)],
  [MON_FRI, template('Gym Floor Coach – Midday', 'Standard', 'blue', [2, 1], '11:00', 300)],
  [MON_FRI, template('Gym Floor Coach – Evening', 'Standard', 'blue', [2, 1], '16:00', 300)],
  [WEEKEND, template('Gym Floor Coach – Weekend', 'Standard', 'blue', [2, 1], '08:00', 360)],
  [MON_FRI, template('Personal Training Block', 'Standard', 'indigo', [3, 1], '07:00', 240)],
  [MON_FRI, template('Memberships & Sales', 'Standard', 'orange', [1, 1], '10:00', 480)],
  [WEEKEND, template('Open Gym Supervision', 'Standard', 'teal', [0, 1], '09:00', 240)],
  [[0, 2, 4], template('PVF Small Group', 'PVF', 'yellow', [3, 1], '06:30', 60)],
  [[1, 3], template('PVF Lunch Express', 'PVF', 'orange', [2, 1], '12:00', 60)],
  [
    [0, 1, 2, 3],
    template('PVF Evening Circuit', 'PVF', 'yellow', [3, 2], '18:00', 75, 'Rower, sled, bike.'),
  ],
  [[1, 3], template('HP+ Athlete Development', 'HP+', 'indigo', [2, 2], '15:30', 120)],
  [[0, 2, 4], template('HP+ Strength Block', 'HP+', 'purple', [1, 2], '17:00', 90)],
  [[5], template('Youth Performance Camp', 'HP+', 'pink', [2, 1], '10:00', 180)],
  [MON_FRI, template('Cleaning – Late', 'Standard', 'purple', [1, 1], '21:00', 120)],
];

/** One event a week, in week order: [day from Monday, shift]. */
export const EVENTS: [number, ShiftTemplate][] = [
  [5, template('Saturday Bootcamp', 'Event', 'red', [3, 2], '08:00', 90)],
  [2, template('Nutrition Workshop', 'Event', 'purple', [1, 1], '19:30', 90)],
  [3, template('Member Open House', 'Event', 'pink', [2, 1], '17:30', 180, 'Guest passes free.')],
  [1, template('Mobility Clinic', 'Event', 'orange', [1, 2], '19:15', 60)],
  [6, template('Charity Row-a-thon', 'Event', 'red', [3, 2], '09:00', 360, 'For the food bank.')],
  [5, template('Saturday Bootcamp', 'Event', 'red', [3, 2], '08:00', 90)],
];

export type TimeOffTemplate = {
  employee: number; // index into EMPLOYEE_NAMES
  type: (typeof TIME_OFF_TYPES)[number];
  status: (typeof TIME_OFF_STATUSES)[number];
  // Days from the current Monday: past ones are decided, pending ones lie next week or later.
  from: number;
  to: number;
  hours?: [string, string];
  reason: string;
  reviewerNotes?: string;
};

export const TIME_OFF: TimeOffTemplate[] = [
  {
    employee: 1,
    type: 'vacation',
    status: 'approved',
    from: 7,
    to: 11,
    reason: 'Family trip to Oaxaca',
  },
  { employee: 4, type: 'sick', status: 'approved', from: -12, to: -11, reason: 'Flu' },
  {
    employee: 3,
    type: 'vacation',
    status: 'pending',
    from: 15,
    to: 18,
    reason: "Friend's wedding in Denver",
  },
  {
    employee: 8,
    type: 'vacation',
    status: 'denied',
    from: 8,
    to: 9,
    reason: 'Long weekend away',
    reviewerNotes: 'Two coaches are already off that week. Could you pick the week after?',
  },
  {
    employee: 7,
    type: 'appointment',
    status: 'pending',
    from: 9,
    to: 9,
    hours: ['10:00', '12:00'],
    reason: 'Dentist appointment',
  },
  {
    employee: 12,
    type: 'personal',
    status: 'acknowledged',
    from: -4,
    to: -4,
    hours: ['13:00', '16:00'],
    reason: 'Closing on a new apartment',
  },
  {
    employee: 9,
    type: 'time-off',
    status: 'pending',
    from: 11,
    to: 11,
    reason: 'Graduation ceremony',
  },
];

export const SWAP_REASONS = [
  'Class at the community college moved to this day',
  'Picking up my sister from the airport',
];
export const COVER_REASONS = [
  'Physical therapy appointment for my knee',
  'Out of town for a family event',
];
