// The one message each employee gets when a period is published: all their new or changed
// shifts of the period together, so a week built in forty steps arrives as one notification.
import { formatDate, timeRange, type DescribedShift } from '../shifts/messages';
import type { Period } from './draft-rows';

export const PUBLISHED_TITLE = 'Schedule published';

/** A long month still makes a readable message: the first few shifts, then how many more. */
const LISTED = 10;

const plural = (n: number) => `${n} new or changed shift${n === 1 ? '' : 's'}`;

export function publishMessage({ start, end }: Period, shifts: DescribedShift[]): string {
  const listed = shifts
    .slice(0, LISTED)
    .map((shift) => `"${shift.title}" on ${formatDate(shift.date)} ${timeRange(shift)}`);
  const more = shifts.length > LISTED ? `, and ${shifts.length - LISTED} more` : '';
  const period = start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`;
  return `Your schedule for ${period} is published, with ${plural(shifts.length)}: ${listed.join('; ')}${more}.`;
}
