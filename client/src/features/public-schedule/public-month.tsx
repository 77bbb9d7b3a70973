// Calendar mode: the month grid with each day's shifts by start time, in their colours; the
// chosen day's shifts are listed in full below it.
import type { WeekStartsOn } from '@shared/domain/dates';
import type { PublicShift } from '@shared/validators/sharing';
import { CalendarShiftChip } from '@/components/calendar-shift-chip';
import { ShiftMonthCalendar } from '@/components/shift-month-calendar';
import type { MonthStep } from '@/components/use-calendar-grid';
import { PublicShiftEntry } from './public-shift-entry';

interface PublicMonthProps {
  firstOfMonth: string;
  today: string;
  weekStartsOn: WeekStartsOn;
  shifts: PublicShift[];
  onStepMonth: (direction: MonthStep) => void;
}

export function PublicMonth({
  firstOfMonth,
  today,
  weekStartsOn,
  shifts,
  onStepMonth,
}: PublicMonthProps) {
  return (
    <ShiftMonthCalendar
      firstOfMonth={firstOfMonth}
      today={today}
      weekStartsOn={weekStartsOn}
      shifts={shifts}
      dayHeight="min-h-16 sm:min-h-20"
      shiftKey={(shift, index) => `${shift.startTime}-${index}`}
      renderShift={(shift) => <CalendarShiftChip shift={shift} />}
      renderListed={(shift) => <PublicShiftEntry shift={shift} />}
      onStepMonth={onStepMonth}
    />
  );
}
