// "5 minutes ago" for a notification, or 'Recently' when its date cannot be read.
import { formatDistanceToNow, isValid, parseISO } from 'date-fns';

export function notificationTime(createdAt: string | null | undefined): string {
  const date = typeof createdAt === 'string' ? parseISO(createdAt) : null;
  return date && isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : 'Recently';
}
