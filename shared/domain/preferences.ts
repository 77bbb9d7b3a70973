// How a preference reads and when it holds: the grid's marks, the lists and the fill say it alike.
import { weekdayOf } from './dates';
import { normalizeTime } from './shift-time';

type Kind = 'like' | 'avoid';

export type PreferenceWindow = {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  kind: Kind;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
};

/** Whether the window applies on `date`: its weekday, within its dates (open ends always reach). */
export function preferenceHoldsOn(window: PreferenceWindow, date: string): boolean {
  return (
    window.dayOfWeek === weekdayOf(date) &&
    (window.effectiveFrom === null || window.effectiveFrom <= date) &&
    (window.effectiveUntil === null || window.effectiveUntil >= date)
  );
}

/** 'Prefers to work 09:00–13:00' or 'Would rather avoid 17:00–22:00'. */
export function preferenceText(window: Pick<PreferenceWindow, 'kind' | 'startTime' | 'endTime'>) {
  const band = `${normalizeTime(window.startTime)}–${normalizeTime(window.endTime)}`;
  return window.kind === 'like' ? `Prefers to work ${band}` : `Would rather avoid ${band}`;
}
