// One day of the manager's month calendar, as the desktop grid and the phone month both draw it.
import type { Shift } from './shift';

export interface CalendarDay {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  shifts: Shift[];
  /** Names of the people with approved time off that day. */
  timeOff: string[];
}
