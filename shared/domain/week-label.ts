// How a seven-day week reads in lists: 'Jan 7 – Jan 13, 2030'.
import { format, parseISO } from 'date-fns';
import { addDaysIso } from './dates';

export function weekLabel(firstDay: string): string {
  const lastDay = addDaysIso(firstDay, 6);
  return `${format(parseISO(firstDay), 'MMM d')} – ${format(parseISO(lastDay), 'MMM d, yyyy')}`;
}
