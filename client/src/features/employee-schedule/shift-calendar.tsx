// The calendar: a Monday-first month grid with the adjacent weeks' days. Today is ringed,
// past days dimmed, other months' days greyed. Each shift is a coloured chip with its people's
// first names or 'No Employee'; its title and start time show as a tooltip. An understaffed future
// shift carries a warning mark and a red ring.
import clsx from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { ShiftMonthCalendar } from '@/components/shift-month-calendar';
import { Tooltip } from '@/components/ui/tooltip';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';
import { understaffing, type EmployeeShift } from './employee-shift';

const firstNames = (shift: EmployeeShift) =>
  shift.assignedEmployees.length === 0
    ? 'No Employee'
    : shift.assignedEmployees.map((e) => e.firstName || e.lastName || '').join(', ');

function ShiftChip({ shift, today }: { shift: EmployeeShift; today: string }) {
  const gap = understaffing(shift, today);
  return (
    <Tooltip
      content={
        <>
          <span className="font-semibold">{shift.title}</span> {formatClock(shift.startTime)}
        </>
      }
    >
      {(describedBy) => (
        <button
          type="button"
          aria-describedby={describedBy}
          aria-label={`${shift.title}, ${formatClock(shift.startTime)}, ${firstNames(shift)}${gap ? ', understaffed' : ''}`}
          className={clsx(
            // At least 24 px tall: a finger or a shaky pointer hits the intended shift.
            'block min-h-6 w-full truncate rounded border px-0.5 py-0.5 text-left text-[10px] leading-5 sm:px-1 sm:text-xs',
            shiftColorClasses(shift.color).badge,
            gap && 'ring-2 ring-red-500',
          )}
        >
          {gap && <AlertTriangle aria-hidden className="mr-0.5 inline size-3 text-red-600" />}
          {firstNames(shift)}
        </button>
      )}
    </Tooltip>
  );
}

interface ShiftCalendarProps {
  firstOfMonth: string;
  today: string;
  shifts: EmployeeShift[];
}

export function ShiftCalendar({ firstOfMonth, today, shifts }: ShiftCalendarProps) {
  return (
    <ShiftMonthCalendar
      firstOfMonth={firstOfMonth}
      today={today}
      shifts={shifts}
      dayHeight="min-h-20 sm:min-h-24"
      shiftKey={(shift) => shift.id}
      renderShift={(shift) => <ShiftChip shift={shift} today={today} />}
    />
  );
}
