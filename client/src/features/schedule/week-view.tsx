// The list view: one Monday-Sunday week of shifts, filtered, with its loading, empty and error states.
import { Spinner } from '@/components/ui/spinner';
import { filterShifts, type ScheduleFilter } from './schedule-filters';
import type { Shift } from './shift';
import { ShiftList } from './shift-list';
import { useWeekShifts } from './use-shifts';

interface WeekViewProps {
  monday: string;
  today: string;
  filter: ScheduleFilter;
  onEdit: (shift: Shift) => void;
  onDelete: (shift: Shift) => void;
}

export function WeekView({ monday, today, filter, onEdit, onDelete }: WeekViewProps) {
  const { data, isPending, isError } = useWeekShifts(monday);
  if (isPending) return <Spinner label="Loading shifts" className="w-full justify-center py-12" />;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        Failed to load shifts for this week. Please try again.
      </p>
    );
  const shifts = filterShifts(data, filter, today);
  if (shifts.length === 0)
    return (
      <p className="py-8 text-center text-sm text-slate-500">No shifts scheduled for this week</p>
    );
  return <ShiftList shifts={shifts} onEdit={onEdit} onDelete={onDelete} />;
}
