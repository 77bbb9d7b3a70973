// How the requests read: names with the 'Unknown User' fallback, 'MMM d' dates with
// start times, and the status badge words.
import { format, parseISO } from 'date-fns';
import { displayName } from '@shared/domain/display-name';
import { formatDate } from '@/lib/format-date';
import type { Person, RequestShift, SwapStatus } from './types';

export const personName = (person: Person | null) =>
  person ? displayName(person, 'Unknown User') : 'Unknown User';

/** '08:00' -> '8:00 AM'. */
export const formatClock = (time: string) =>
  format(parseISO(`2000-01-01T${time.slice(0, 5)}`), 'h:mm a');

/** 'Mar 4 at 8:00 AM'. */
export const shiftWhen = (shift: Pick<RequestShift, 'date' | 'startTime'>) =>
  `${formatDate(shift.date, 'MMM d')} at ${formatClock(shift.startTime)}`;

export const STATUS_LABELS: Record<SwapStatus, string> = {
  pending: 'Pending',
  awaiting_manager: 'Awaiting Manager Approval',
  approved: 'Approved',
  denied: 'Denied',
  cancelled: 'Cancelled',
};
