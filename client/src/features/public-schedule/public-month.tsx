// Calendar mode: the month grid with each day's shifts by start time, in their colours.
import clsx from 'clsx';
import type { PublicShift } from '@shared/validators/sharing';
import { ShiftMonthCalendar } from '@/components/shift-month-calendar';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';

interface PublicMonthProps {
  firstOfMonth: string;
  today: string;
  shifts: PublicShift[];
}

export function PublicMonth({ firstOfMonth, today, shifts }: PublicMonthProps) {
  return (
    <ShiftMonthCalendar
      firstOfMonth={firstOfMonth}
      today={today}
      shifts={shifts}
      dayHeight="min-h-16 sm:min-h-20"
      shiftKey={(shift, index) => `${shift.startTime}-${index}`}
      renderShift={(shift) => (
        <div
          title={shift.title}
          className={clsx(
            'truncate rounded border px-0.5 text-[10px] leading-tight sm:px-1 sm:text-xs',
            shiftColorClasses(shift.color).badge,
          )}
        >
          {formatClock(shift.startTime)}
          <span className="sr-only"> {shift.title}</span>
        </div>
      )}
    />
  );
}
