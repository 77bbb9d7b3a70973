// What the tab shows for the period: the week's table and my cards, or the month calendar, with
// the loading and error states.
import { lazy, Suspense } from 'react';
import type { WeekStartsOn } from '@shared/domain/dates';
import { Spinner } from '@/components/ui/spinner';
import type { MonthStep } from '@/components/use-calendar-grid';
import { isPastShift, type EmployeeShift, type Scope } from './employee-shift';
import { MyShiftCards, type ShiftRequestHandlers } from './my-shift-cards';
import { ShiftTable } from './shift-table';
import { useEmployeeShifts } from './use-employee-shifts';

// The tab opens on the week list: the month grid and its tooltips load when Calendar is chosen,
// so the first load neither downloads nor runs them.
const ShiftCalendar = lazy(() =>
  import('./shift-calendar').then((module) => ({ default: module.ShiftCalendar })),
);

interface ScheduleBodyProps extends ShiftRequestHandlers {
  view: 'list' | 'calendar';
  range: { start: string; end: string };
  firstOfMonth: string;
  today: string;
  weekStartsOn: WeekStartsOn;
  scope: Scope;
  /** List view only: the calendar always shows past days, dimmed. */
  showPast: boolean;
  /** The calendar's PageUp/PageDown, and its arrows past the month's last week. */
  onStepMonth: (direction: MonthStep) => void;
}

export function ScheduleBody(props: ScheduleBodyProps) {
  const {
    view,
    range,
    firstOfMonth,
    today,
    weekStartsOn,
    scope,
    showPast,
    onStepMonth,
    ...handlers
  } = props;
  const { data, isPending, isError } = useEmployeeShifts(range.start, range.end);
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        Your schedule could not be loaded. Please try again.
      </p>
    );
  const inScope = (shift: EmployeeShift) => scope === 'all' || shift.isMine;
  const current = (shift: EmployeeShift) => showPast || !isPastShift(shift);
  if (view === 'calendar') {
    const spinner = <Spinner label="Loading shifts" className="w-full justify-center py-12" />;
    return isPending ? (
      spinner
    ) : (
      <Suspense fallback={spinner}>
        <ShiftCalendar
          firstOfMonth={firstOfMonth}
          today={today}
          weekStartsOn={weekStartsOn}
          shifts={data.filter(inScope)}
          onStepMonth={onStepMonth}
        />
      </Suspense>
    );
  }
  const listed = data?.filter((shift) => inScope(shift) && current(shift));
  const mine = data?.filter((shift) => shift.isMine && current(shift));
  return (
    <div className="space-y-6">
      {isPending ? (
        <Spinner label="Loading shifts" className="w-full justify-center py-6" />
      ) : (
        // On a phone my shifts are the cards below, so the compact list shows only for All Shifts.
        <ShiftTable shifts={listed ?? []} phoneList={scope === 'all'} />
      )}
      <MyShiftCards shifts={mine} {...handlers} />
    </div>
  );
}
