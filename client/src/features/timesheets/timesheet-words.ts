// How a sheet reads: hours and minutes, punch kinds, flags and periods in plain words.
import { format, parseISO } from 'date-fns';
import type { PunchKind } from '@shared/validators/time-clock';
import type { TimesheetFlag } from './timesheet-answers';

/** 450 -> '7h 30m'; 0 -> '0h'. */
export function hoursWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}m` : `${h}h`;
}

export const dayOf = (date: string) => format(parseISO(date), 'EEE, MMM d');

/** 'Nov 23 to Nov 29, 2026'. */
export function periodWords(start: string, end: string): string {
  return `${format(parseISO(start), 'MMM d')} to ${format(parseISO(end), 'MMM d, yyyy')}`;
}

export const PUNCH_KIND_WORDS: Record<PunchKind, string> = {
  in: 'In',
  out: 'Out',
  break_start: 'Break start',
  break_end: 'Break end',
};

export const FLAG_WORDS: Record<TimesheetFlag, string> = {
  late: 'Late',
  left_early: 'Left early',
  no_show: 'No show',
  missing_punch: 'Missing punch',
  outside_geofence: 'Outside area',
  offline: 'Recorded offline',
  auto_clock_out: 'Auto clock-out',
  location_denied: 'No location',
  no_shift: 'No shift',
};
