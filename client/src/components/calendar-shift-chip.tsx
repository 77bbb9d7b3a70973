// One shift in a month calendar's day. A phone's day is about 48 px wide: there the chip shows
// its start time in short ('9a', '1:30p'); from 640 px the time in full and the title, over two
// lines at most, then a line the caller chooses (e.g. who works it). A screen reader hears the
// time and title at any width, and the place when one is given; a pointer's tooltip shows them
// too, since a phone's chip has room for the time alone.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';

/** '09:00' -> '9a', '13:30' -> '1:30p': at most six characters, which fit a phone's day. */
export function shortClock(time: string) {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes === '00' ? '' : `:${minutes}`}${hours < 12 ? 'a' : 'p'}`;
}

interface CalendarShiftChipProps {
  shift: { title: string; startTime: string; color: string };
  /** Before the time, e.g. a warning icon with its words for screen readers. */
  mark?: ReactNode;
  /** The second line from 640 px. */
  detail?: ReactNode;
  /** Where the shift is worked, after its title (when the reader sees several places). */
  place?: string | null;
  className?: string;
}

export function CalendarShiftChip({
  shift,
  mark,
  detail,
  place,
  className,
}: CalendarShiftChipProps) {
  const at = place ? ` at ${place}` : '';
  return (
    <div
      title={`${formatClock(shift.startTime)} ${shift.title}${at}`}
      className={clsx(
        'min-w-0 rounded border px-0.5 py-0.5 text-[10px] leading-4 sm:px-1 sm:text-xs',
        shiftColorClasses(shift.color).badge,
        className,
      )}
    >
      <span className="flex min-w-0 items-center gap-0.5 sm:items-start">
        {mark}
        <span aria-hidden className="truncate font-medium sm:hidden">
          {shortClock(shift.startTime)}
        </span>
        <span className="sr-only sm:not-sr-only sm:line-clamp-2 sm:break-words">
          <span className="font-semibold">{formatClock(shift.startTime)}</span> {shift.title}
          {at}
        </span>
      </span>
      {detail && <span className="hidden truncate sm:block">{detail}</span>}
    </div>
  );
}
