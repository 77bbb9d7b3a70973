// Calendar mode (spec 2): the month grid with each day's shifts by start time, in their colours.
import clsx from 'clsx';
import { MonthCalendar } from '@/components/month-calendar';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';
import type { PublicShift } from './use-public-schedule';

interface PublicMonthProps {
  firstOfMonth: string;
  today: string;
  shifts: PublicShift[];
}

export function PublicMonth({ firstOfMonth, today, shifts }: PublicMonthProps) {
  return (
    <MonthCalendar
      firstOfMonth={firstOfMonth}
      today={today}
      dayClassName={(day, inMonth) =>
        clsx(
          'min-h-16 p-0.5 sm:min-h-20 sm:p-1',
          inMonth ? 'bg-white text-slate-500' : 'bg-slate-100 text-slate-400',
          day < today && 'opacity-60',
        )
      }
      renderDay={(day) => (
        <ul className="space-y-0.5">
          {shifts
            .filter((shift) => shift.date === day)
            .map((shift, index) => (
              <li
                key={`${shift.startTime}-${index}`}
                title={shift.title}
                className={clsx(
                  'truncate rounded border px-0.5 text-[10px] leading-tight sm:px-1 sm:text-xs',
                  shiftColorClasses(shift.color).badge,
                )}
              >
                {formatClock(shift.startTime)}
                <span className="sr-only"> {shift.title}</span>
              </li>
            ))}
        </ul>
      )}
    />
  );
}
