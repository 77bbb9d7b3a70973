// The calendar: a Monday-first month grid with the adjacent weeks' days. Today is ringed,
// past days dimmed, other months' days greyed. Each shift is a coloured chip with its start time
// (and from 640 px its title and people's first names); an understaffed future shift carries a
// warning mark and a red ring. The chosen day's shifts are listed in full below the month. Where
// the reader works at several locations, each shift names its own: in the chip from 640 px (on a
// phone in its tooltip and for screen readers) and in the chosen day's list.
import clsx from 'clsx';
import type { WeekStartsOn } from '@shared/domain/dates';
import { AlertTriangle } from 'lucide-react';
import { CalendarShiftChip } from '@/components/calendar-shift-chip';
import { ShiftMonthCalendar } from '@/components/shift-month-calendar';
import { ShiftTitleBadge } from '@/components/shift-title-badge';
import type { MonthStep } from '@/components/use-calendar-grid';
import { useLocations } from '@/lib/locations-query';
import { shiftLocationName, timeRange, understaffing, type EmployeeShift } from './employee-shift';
import { StaffingStatus } from './staffing-status';

const firstNames = (shift: EmployeeShift) =>
  shift.assignedEmployees.length === 0
    ? 'No Employee'
    : shift.assignedEmployees.map((e) => e.firstName || e.lastName || '').join(', ');

function ShiftChip({ shift }: { shift: EmployeeShift }) {
  const gap = understaffing(shift);
  return (
    <CalendarShiftChip
      shift={shift}
      place={shiftLocationName(shift, useLocations().several)}
      className={clsx(gap && 'ring-2 ring-red-500')}
      mark={
        gap && (
          <>
            {/* On a phone the red ring alone: the icon would leave the time no room. */}
            <AlertTriangle
              aria-hidden
              className="hidden size-3 shrink-0 text-red-600 sm:mt-0.5 sm:inline"
            />
            <span className="sr-only">Understaffed:</span>
          </>
        )
      }
      detail={firstNames(shift)}
    />
  );
}

function ListedShift({ shift }: { shift: EmployeeShift }) {
  const location = shiftLocationName(shift, useLocations().several);
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ShiftTitleBadge title={shift.title} color={shift.color} />
        <span className="text-slate-700">{timeRange(shift)}</span>
      </div>
      {location && <p className="text-slate-700">{location}</p>}
      <p className="text-slate-700">
        <StaffingStatus shift={shift} />
      </p>
    </div>
  );
}

interface ShiftCalendarProps {
  firstOfMonth: string;
  today: string;
  weekStartsOn: WeekStartsOn;
  shifts: EmployeeShift[];
  onStepMonth: (direction: MonthStep) => void;
}

export function ShiftCalendar({
  firstOfMonth,
  today,
  weekStartsOn,
  shifts,
  onStepMonth,
}: ShiftCalendarProps) {
  return (
    <ShiftMonthCalendar
      firstOfMonth={firstOfMonth}
      today={today}
      weekStartsOn={weekStartsOn}
      shifts={shifts}
      dayHeight="min-h-20 sm:min-h-24"
      shiftKey={(shift) => shift.id}
      renderShift={(shift) => <ShiftChip shift={shift} />}
      renderListed={(shift) => <ListedShift shift={shift} />}
      onStepMonth={onStepMonth}
    />
  );
}
