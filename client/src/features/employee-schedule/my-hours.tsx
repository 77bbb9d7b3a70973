// The employee's scheduled hours for the week and the month on screen, against their weekly
// limit (a month's share of it: the limit times the month's days over seven).
import clsx from 'clsx';
import { lastDayOfMonth, parseISO } from 'date-fns';
import { addDaysIso, dayNumber, toIsoDate } from '@shared/domain/dates';
import { monthHeading } from '@/lib/calendar-periods';
import { formatDate } from '@/lib/format-date';
import { useMyHours } from './use-my-hours';
import { formatHours } from '@shared/domain/hours';

function HoursFigure({
  label,
  start,
  end,
  limitFor,
}: {
  label: string;
  start: string;
  end: string;
  limitFor: (weekly: number) => number;
}) {
  const hours = useMyHours(start, end);
  const limit = hours.data ? limitFor(hours.data.weeklyHoursLimit) : 0;
  const over = hours.data !== undefined && hours.data.hours > limit;
  return (
    <div className="min-w-0 flex-1 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={clsx('text-sm font-semibold', over ? 'text-red-700' : 'text-slate-900')}>
        {hours.isPending ? (
          <span className="text-slate-400">…</span>
        ) : hours.isError ? (
          <span className="font-normal text-slate-500">Hours unavailable</span>
        ) : (
          <>
            {formatHours(hours.data.hours)} h{' '}
            <span className="font-normal text-slate-500">of {formatHours(limit)} h</span>
            {over && <span className="font-normal"> · over your limit</span>}
          </>
        )}
      </dd>
    </div>
  );
}

/** `monday`: the week on screen, when the list shows one. */
export function MyHours({ monday, firstOfMonth }: { monday?: string; firstOfMonth: string }) {
  const monthEnd = toIsoDate(lastDayOfMonth(parseISO(firstOfMonth)));
  const monthDays = dayNumber(monthEnd) - dayNumber(firstOfMonth) + 1;
  return (
    <dl aria-label="My scheduled hours" className="flex gap-2">
      {monday && (
        <HoursFigure
          label={`Week of ${formatDate(monday, 'MMM d')}`}
          start={monday}
          end={addDaysIso(monday, 6)}
          limitFor={(weekly) => weekly}
        />
      )}
      <HoursFigure
        label={monthHeading(firstOfMonth)}
        start={firstOfMonth}
        end={monthEnd}
        limitFor={(weekly) => (weekly * monthDays) / 7}
      />
    </dl>
  );
}
