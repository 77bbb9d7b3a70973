// How open places and claims read: when the shift is, hours, and the claim statuses' words.
import { shiftEndTime } from '@shared/domain/shift-time';
import { formatClock, formatDate } from '@/lib/format-date';

type Timed = { date: string; startTime: string; duration: number };

/** 'Mon, Nov 30'. */
export const shiftDay = ({ date }: Pick<Timed, 'date'>) => formatDate(date, 'EEE, MMM d');

/** '9:00 AM – 5:00 PM'. */
export const shiftHours = ({ startTime, duration }: Omit<Timed, 'date'>) =>
  `${formatClock(startTime)} – ${formatClock(shiftEndTime(startTime, duration))}`;

/** '32 h', '7.5 h'. */
export const hours = (value: number) => `${Math.round(value * 10) / 10} h`;

export type ClaimStatus = 'pending' | 'approved' | 'declined' | 'withdrawn' | 'lost';

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  lost: 'Lost',
};
