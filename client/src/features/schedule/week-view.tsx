// The list view: one Monday-Sunday week of shifts, filtered, with its loading, empty and error
// states, the week's approved time off, and bulk select mode.
import { useState } from 'react';
import { addDaysIso } from '@shared/domain/dates';
import { Spinner } from '@/components/ui/spinner';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { BulkSelectBar } from './bulk-select-bar';
import { filterShifts, type ScheduleFilter } from './schedule-filters';
import type { Shift } from './shift';
import { ShiftList } from './shift-list';
import { TimeOffBanner } from './time-off-banner';
import { useApprovedTimeOff } from './use-approved-time-off';
import { useWeekShifts } from './use-shifts';

interface WeekViewProps {
  monday: string;
  filter: ScheduleFilter;
  notifyDefault: boolean | undefined;
  onEdit: (shift: Shift) => void;
  onDelete: (shift: Shift) => void;
}

export function WeekView({ monday, filter, notifyDefault, onEdit, onDelete }: WeekViewProps) {
  const { data, isPending, isError } = useWeekShifts(monday);
  const timeOff = useApprovedTimeOff(monday, addDaysIso(monday, 6));
  const [selecting, setSelecting] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const banner = <TimeOffBanner requests={timeOff} />;
  if (isPending) return <Spinner label="Loading shifts" className="w-full justify-center py-12" />;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        Failed to load shifts for this week. Please try again.
      </p>
    );
  const shifts = filterShifts(data, filter);
  if (shifts.length === 0)
    return (
      <>
        {banner}
        <p className="py-8 text-center text-sm text-slate-500">No shifts scheduled for this week</p>
      </>
    );
  // Only what is on screen counts: stepping the week or filtering drops hidden ticks.
  const selected = new Set(shifts.filter((shift) => ticked.has(shift.id)).map((s) => s.id));
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const stop = () => {
    setSelecting(false);
    setTicked(new Set());
  };
  return (
    <div className="space-y-3">
      {banner}
      <BulkSelectBar
        active={selecting}
        total={shifts.length}
        selected={selected.size}
        onStart={() => setSelecting(true)}
        onStop={stop}
        onSelectAll={(all) => setTicked(new Set(all ? shifts.map((shift) => shift.id) : []))}
        onDelete={() => setConfirming(true)}
      />
      <ShiftList
        shifts={shifts}
        onEdit={onEdit}
        onDelete={onDelete}
        selection={selecting ? { selected, onToggle: toggle } : undefined}
      />
      <BulkDeleteDialog
        open={confirming}
        shiftIds={[...selected]}
        notifyDefault={notifyDefault}
        onClose={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false);
          stop();
        }}
      />
    </div>
  );
}
