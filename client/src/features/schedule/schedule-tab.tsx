// The manager's Weekly Schedule tab: a week list, a month calendar or (on wide screens) the team
// grid, stepped by week or month, with filters, Add Shift, the Edit and Delete dialogs, and
// publishing the period's drafts.
import { Copy, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { SchedulePeriodNav, ScheduleViewToggle } from '@/components/schedule-period-controls';
import { Button } from '@/components/ui/button';
import { monthDays, monthGrid } from '@/lib/calendar-periods';
import type { DateRange } from '@/lib/query-keys';
import { useOrganizationToday, useWeekStartsOn } from '@/lib/use-organization-today';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useSchedulePeriod, type ManagerScheduleView } from '@/lib/use-schedule-period';
import { AddShiftDialog } from './add-shift-dialog';
import { DeleteShiftDialog } from './delete-shift-dialog';
import { EditShiftDialog } from './edit-shift-dialog';
import { MonthView } from './month-view';
import { OfferWeekButton } from './offer-week-button';
import { ScheduleFilters, type ScheduleFilter } from './schedule-filters';
import type { Shift } from './shift';
import { TeamGrid } from './team-grid';
import { UnleashButton } from './unleash-button';
import { useNotifyDefault } from './use-notify-default';
import { useScheduleEmployees } from './use-schedule-employees';
import { useMonthPrefetch } from './use-shifts';
import { WeekView } from './week-view';

/** The copy-schedule wizard, composed in by the page (features do not import each other). */
export type CopyScheduleSlot = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
}) => ReactNode;

/** The 'Unleash the Shynk' dialog, composed in by the page the same way; it starts at `range`. */
export type UnleashSlot = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  range: DateRange;
}) => ReactNode;

/** Publish and Discard for the period on screen, composed in by the page the same way. */
export type DraftsSlot = (period: DateRange) => ReactNode;

export default function ScheduleTab({
  copySchedule,
  unleash,
  drafts,
}: {
  copySchedule?: CopyScheduleSlot;
  unleash?: UnleashSlot;
  drafts?: DraftsSlot;
}) {
  const today = useOrganizationToday();
  const weekStartsOn = useWeekStartsOn();
  const period = useSchedulePeriod<ManagerScheduleView>(today, weekStartsOn);
  const wide = useMediaQuery(DESKTOP_QUERY);
  // Phones keep List and Calendar; a team choice made on a wider screen shows as the list there.
  const view = period.view === 'team' && !wide ? 'list' : period.view;
  const { monday, month } = period;
  const [filter, setFilter] = useState<ScheduleFilter>({ employeeIds: [], showPast: false });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Shift | null>(null);
  const [deleting, setDeleting] = useState<Shift | null>(null);
  const [copying, setCopying] = useState(false);
  const [unleashing, setUnleashing] = useState(false);
  const employees = useScheduleEmployees();
  const notifyDefault = useNotifyDefault();
  const prefetchMonth = useMonthPrefetch();
  // What is on screen: the week (in list and team views), or the month grid with its
  // neighbouring days. Drafts publish and the Unleash button looks ahead from here.
  const week = { start: monday, end: addDaysIso(monday, 6) };
  const visible = view === 'calendar' ? monthGrid(month, weekStartsOn) : week;
  // The fill starts at the week on screen, or at the month itself without its neighbours.
  const fillRange = view === 'calendar' ? monthDays(month) : week;

  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Weekly Schedule</h2>
        {/* On phones the buttons stretch to fill whole rows instead of leaving a ragged edge. */}
        <div className="flex w-full flex-wrap items-start gap-2 sm:w-auto *:grow sm:*:grow-0">
          <UnleashButton from={visible.start} onClick={() => setUnleashing(true)} />
          <OfferWeekButton range={fillRange} />
          {copySchedule && (
            <Button variant="outline" onClick={() => setCopying(true)}>
              <Copy aria-hidden className="size-4" />
              Copy Schedule
            </Button>
          )}
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            Add Shift
          </Button>
          {drafts?.({ start: visible.start, end: visible.end })}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SchedulePeriodNav
          period={period}
          onIntent={
            view === 'calendar'
              ? (direction) => prefetchMonth(period.monthAt(direction))
              : undefined
          }
        />
        <ScheduleViewToggle period={period} withTeam={wide} />
      </div>
      <ScheduleFilters filter={filter} employees={employees.data ?? []} onChange={setFilter} />
      {view === 'list' ? (
        <WeekView
          monday={monday}
          filter={filter}
          notifyDefault={notifyDefault}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      ) : view === 'team' ? (
        <TeamGrid monday={monday} filter={filter} onEdit={setEditing} />
      ) : (
        <MonthView
          firstOfMonth={month}
          today={today}
          weekStartsOn={weekStartsOn}
          filter={filter}
          onEdit={setEditing}
          onStepMonth={period.step}
        />
      )}
      <AddShiftDialog
        open={adding}
        onOpenChange={setAdding}
        // A new shift starts on today in this week, else on the week's first day.
        date={weekStart(today, weekStartsOn) === monday ? today : monday}
        employees={employees.data ?? []}
        notifyDefault={notifyDefault}
      />
      <EditShiftDialog
        shift={editing}
        onClose={() => setEditing(null)}
        employees={employees.data ?? []}
        notifyDefault={notifyDefault}
      />
      <DeleteShiftDialog
        shift={deleting}
        onClose={() => setDeleting(null)}
        notifyDefault={notifyDefault}
      />
      {copySchedule?.({ open: copying, onOpenChange: setCopying, today })}
      {unleash?.({ open: unleashing, onOpenChange: setUnleashing, today, range: fillRange })}
    </section>
  );
}
