// How a Monday-to-Sunday week reads in lists: 'Jan 7 – Jan 13, 2030'.
import { format, parseISO } from 'date-fns';
import { addDaysIso } from './dates';

export function weekLabel(monday: string): string {
  const sunday = addDaysIso(monday, 6);
  return `${format(parseISO(monday), 'MMM d')} – ${format(parseISO(sunday), 'MMM d, yyyy')}`;
}
