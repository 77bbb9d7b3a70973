// What the solver reads and answers. Plain data only: it crosses into a worker thread.
import {
  FILL_RULES,
  type AutoSchedulePreview,
  type FillPair,
  type FillRule,
} from '@shared/validators/auto-schedule';
import type { ApprovedTimeOff, Booking, Unavailability } from '@shared/domain/availability-rules';
import type { WeekStartsOn } from '@shared/domain/dates';

/** A shift the solver may staff: not started yet, inside the chosen range. */
export type OpenShift = {
  id: number;
  title: string;
  shiftType: string;
  date: string;
  startTime: string;
  duration: number;
  capacity: number;
  /** Who is on it now. */
  employeeIds: number[];
  /** The position it needs; absent or null takes anyone. */
  positionId?: number | null;
  /** That position's name, for the preview's words. */
  positionName?: string;
  /** Where it is worked: only the people of that location may take it. Absent: anyone. */
  locationId?: number | null;
};

export type Candidate = {
  id: number;
  weeklyHoursLimit: number;
  /** Titles and types they worked in the four weeks before the range, as `title:..`/`type:..`. */
  familiar: string[];
  /** The positions they are qualified for. */
  positions?: number[];
  /** The locations they work at. */
  locations?: number[];
  /** The weekly hours they want at least, and ideally; null when they said nothing. */
  minHours?: number | null;
  targetHours?: number | null;
};

/** A window a person would like to work in, or would rather avoid. Soft: never refuses a place. */
export type Preference = {
  employeeId: number;
  /** 0 = Sunday .. 6 = Saturday. */
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  kind: 'like' | 'avoid';
  effectiveFrom: string | null;
  effectiveUntil: string | null;
};

export type SolverInput = {
  shifts: OpenShift[];
  candidates: Candidate[];
  /**
   * Every assignment of the candidates from the start of the range's first week (or two days
   * before the range) to the end of its last week (or two days after), the open shifts' own included.
   */
  bookings: Booking[];
  timeOffs: ApprovedTimeOff[];
  unavailability: Unavailability[];
  preferences?: Preference[];
  minRestHours: number;
  /** The weekday the organization's weeks start on: the weeks weekly hour limits count in. */
  weekStartsOn: WeekStartsOn;
  /** The longest gap between one person's shifts of a day, at most one; 0 allows none. */
  maxSplitGapHours: number;
  /** May people already on the open shifts be moved? */
  rebalance: boolean;
  /**
   * How much search the solve may do, in units of work (moves judged, chain steps): the same
   * data gets the same answer however busy the machine. Defaults to a multiple of the instance's
   * size.
   */
  workBudget?: number;
  /**
   * A safety cap on wall-clock time, only ever reached if the work budget is far too large for
   * the machine: a stop here is the one way load could change the answer.
   */
  safetyMs?: number;
};

/** Why a person cannot take a shift, in the order they are judged. */
export const RULES = FILL_RULES;
export type Rule = FillRule;
export type RuleCounts = Record<Rule, number>;
export type Pair = FillPair;

export type SolverResult = Omit<AutoSchedulePreview, 'previewId'>;
