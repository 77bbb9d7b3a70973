// A person's days in the period: scheduled against worked, the shifts, the punches and the flags.
// Days with nothing scheduled and nothing punched are left out. The caller adds the buttons.
import type { ReactNode } from 'react';
import type { TimesheetDay, TimesheetPunch } from './timesheet-answers';
import { FlagBadges } from './flag-badges';
import { PunchLine } from './punch-line';
import { dayOf, hoursWords } from './timesheet-words';
import { formatClock } from '@/lib/format-date';
import { zoneLabel } from '@/lib/zoned-clock';

export function DayList({
  days,
  timeZone,
  punchAction,
  dayAction,
}: {
  days: TimesheetDay[];
  /** Where the person works: days and punch times are that clock's. */
  timeZone: string;
  punchAction?: (punch: TimesheetPunch) => ReactNode;
  dayAction?: (day: TimesheetDay) => ReactNode;
}) {
  const shown = days.filter((day) => day.shifts.length > 0 || day.punches.length > 0);
  if (shown.length === 0)
    return <p className="py-3 text-sm text-slate-600">No shifts or punches in this period.</p>;
  const label = zoneLabel(timeZone);
  return (
    <>
      {label && <p className="pt-3 text-xs text-slate-600">Times in {label}</p>}
      <ul className="divide-y divide-slate-200">
        {shown.map((day) => (
          <li key={day.date} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold text-slate-900">{dayOf(day.date)}</h4>
              <span className="text-sm text-slate-600">
                Scheduled {hoursWords(day.scheduledMinutes)} · Worked{' '}
                {hoursWords(day.workedMinutes)}
                {day.breakMinutes > 0 && ` · Break ${hoursWords(day.breakMinutes)}`}
              </span>
            </div>
            {day.shifts.map((shift) => (
              <p key={shift.id} className="text-sm text-slate-600">
                {shift.title}, {formatClock(shift.startTime)}, {hoursWords(shift.duration)}
                {shift.locationName && ` at ${shift.locationName}`}
              </p>
            ))}
            <div className="mt-1">
              <FlagBadges flags={day.flags} />
            </div>
            {day.punches.length > 0 && (
              <ul className="mt-1">
                {day.punches.map((punch, index) => (
                  <PunchLine
                    key={punch.punchId ?? `c${punch.correctionId ?? index}`}
                    punch={punch}
                    timeZone={timeZone}
                    action={punchAction?.(punch)}
                  />
                ))}
              </ul>
            )}
            {dayAction?.(day)}
          </li>
        ))}
      </ul>
    </>
  );
}
