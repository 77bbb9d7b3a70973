// The source week's shifts by day, each with a checkbox (all preselected), and a select-all.
import { format, parseISO } from 'date-fns';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';
import type { CopyPreview, PreviewShift } from '@shared/validators/schedule-copy';

const names = (shift: PreviewShift) =>
  shift.assignedEmployees
    .map((e) => [e.firstName, e.lastName].filter(Boolean).join(' '))
    .join(', ') || 'No Employee';

interface ShiftSelectionProps {
  preview: CopyPreview;
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
  onToggleAll: (selectAll: boolean) => void;
}

export function ShiftSelection({
  preview,
  isSelected,
  onToggle,
  onToggleAll,
}: ShiftSelectionProps) {
  const all = preview.days.flatMap((day) => day.shifts);
  const count = all.filter((shift) => isSelected(shift.id)).length;
  if (all.length === 0) return <p className="text-sm text-slate-500">No shifts in this week.</p>;
  return (
    <fieldset className="space-y-3">
      <legend className="flex w-full items-center justify-between text-sm font-medium text-slate-700">
        Shifts to copy ({count} of {all.length} selected)
      </legend>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="accent-brand-600"
          checked={count === all.length}
          onChange={(e) => onToggleAll(e.target.checked)}
        />
        Select all
      </label>
      <div className="max-h-72 space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {preview.days.map((day) => (
          <section key={day.date} aria-label={format(parseISO(day.date), 'EEEE, MMMM d')}>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {format(parseISO(day.date), 'EEEE, MMMM d')}
            </h4>
            <ul className="mt-1 space-y-1">
              {day.shifts.map((shift) => (
                <li key={shift.id}>
                  <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-0.5 accent-brand-600"
                      checked={isSelected(shift.id)}
                      onChange={() => onToggle(shift.id)}
                    />
                    <span>
                      <span className="font-medium text-slate-900">{shift.title}</span>{' '}
                      <span className="text-slate-600">
                        {normalizeTime(shift.startTime)}–
                        {shiftEndTime(shift.startTime, shift.duration)} · {shift.shiftType}
                      </span>
                      <span className="block text-xs text-slate-500">{names(shift)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </fieldset>
  );
}
