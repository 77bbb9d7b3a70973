// What the solver reads and answers. Plain data only: it crosses into a worker thread.
import {
  FILL_RULES,
  type AutoSchedulePreview,
  type FillPair,
  type FillRule,
} from '@shared/validators/auto-schedule';
import type { ApprovedTimeOff, Booking, Unavailability } from '@shared/domain/availability-rules';

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
};

export type Candidate = {
  id: number;
  weeklyHoursLimit: number;
  /** Titles and types they worked in the four weeks before the range, as `title:..`/`type:..`. */
  familiar: string[];
};

export type SolverInput = {
  shifts: OpenShift[];
  candidates: Candidate[];
  /**
   * Every assignment of the candidates from two days before the range's first Monday to two days
   * after its last Sunday, the open shifts' own included.
   */
  bookings: Booking[];
  timeOffs: ApprovedTimeOff[];
  unavailability: Unavailability[];
  minRestHours: number;
  /** The longest gap between one person's shifts of a day, at most one; 0 allows none. */
  maxSplitGapHours: number;
  /** May people already on the open shifts be moved? */
  rebalance: boolean;
  /** Stop improving after this long; the answer is always valid, only perhaps less good. */
  budgetMs?: number;
};

/** Why a person cannot take a shift, in the order they are judged. */
export const RULES = FILL_RULES;
export type Rule = FillRule;
export type RuleCounts = Record<Rule, number>;
export type Pair = FillPair;

export type SolverResult = Omit<AutoSchedulePreview, 'previewId'>;
