// The week's shifts as a table from 768 px up and as cards below (mobile breakpoint).
// Drafts carry a badge and a dashed outline.
import clsx from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatShiftDate, formatShiftTime, type Shift } from './shift';
import { ShiftTitleBadge } from '@/components/shift-title-badge';
import { AssignedNames, UnderstaffedWarning } from './staffing-note';
import { DraftBadge, draftOutline } from './draft-badge';
import { OfferedBadge } from './offered-badge';

/** Bulk select mode: which shifts are ticked. */
export interface ShiftSelection {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

interface ShiftListProps {
  shifts: Shift[];
  onEdit: (shift: Shift) => void;
  onDelete: (shift: Shift) => void;
  selection?: ShiftSelection;
}

function SelectBox({ shift, selection }: { shift: Shift; selection: ShiftSelection }) {
  return (
    <input
      type="checkbox"
      className="size-4"
      aria-label={`Select ${shift.title}, ${formatShiftDate(shift.date)} ${formatShiftTime(shift)}`}
      checked={selection.selected.has(shift.id)}
      onChange={() => selection.onToggle(shift.id)}
    />
  );
}

function Actions({
  shift,
  onEdit,
  onDelete,
}: { shift: Shift } & Pick<ShiftListProps, 'onEdit' | 'onDelete'>) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" onClick={() => onEdit(shift)}>
        <Pencil aria-hidden className="size-3.5" />
        Edit <span className="sr-only">{shift.title}</span>
      </Button>
      <Button variant="outline" size="sm" className="text-red-700" onClick={() => onDelete(shift)}>
        <Trash2 aria-hidden className="size-3.5" />
        Delete <span className="sr-only">{shift.title}</span>
      </Button>
    </div>
  );
}

const stationsLabel = (shift: Shift) =>
  shift.numberOfStations === 0
    ? 'No stations'
    : `${shift.numberOfStations} × ${shift.employeesPerStation}`;

export function ShiftList({ shifts, onEdit, onDelete, selection }: ShiftListProps) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {selection && (
              <th scope="col" className="w-8 py-2">
                <span className="sr-only">Selected</span>
              </th>
            )}
            {['Date / Time', 'Shift', 'Type', 'Stations', 'Employees'].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4">
                {heading}
              </th>
            ))}
            <th scope="col" className="py-2 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shifts.map((shift) => (
            <tr key={shift.id} className={clsx('align-top', draftOutline(shift))}>
              {selection && (
                <td className="py-3 pr-2">
                  <SelectBox shift={shift} selection={selection} />
                </td>
              )}
              <td className="py-3 pr-4">
                <div className="font-medium text-slate-900">{formatShiftDate(shift.date)}</div>
                <div className="text-slate-600">{formatShiftTime(shift)}</div>
              </td>
              <td className="py-3 pr-4">
                <span className="flex flex-wrap items-center gap-2">
                  <ShiftTitleBadge title={shift.title} color={shift.color} />
                  <DraftBadge shift={shift} />
                  <OfferedBadge shift={shift} />
                </span>
              </td>
              <td className="py-3 pr-4 text-slate-700">{shift.shiftType}</td>
              <td className="py-3 pr-4 text-slate-700">{stationsLabel(shift)}</td>
              <td className="py-3 pr-4 text-slate-700">
                <AssignedNames shift={shift} />
                <UnderstaffedWarning shift={shift} />
              </td>
              <td className="py-3">
                <Actions shift={shift} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label="Shifts">
        {shifts.map((shift) => (
          <li
            key={shift.id}
            className={clsx('rounded-lg border border-slate-200 p-4', draftOutline(shift))}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex items-center gap-3">
                {selection && <SelectBox shift={shift} selection={selection} />}
                <ShiftTitleBadge title={shift.title} color={shift.color} />
                <DraftBadge shift={shift} />
                <OfferedBadge shift={shift} />
              </span>
              <span className="text-xs text-slate-500">
                {shift.shiftType} · {stationsLabel(shift)}
              </span>
            </div>
            <p className="mt-2 font-medium text-slate-900">{formatShiftDate(shift.date)}</p>
            <p className="text-sm text-slate-600">{formatShiftTime(shift)}</p>
            <p className="mt-2 text-sm text-slate-700">
              <AssignedNames shift={shift} />
            </p>
            <UnderstaffedWarning shift={shift} />
            <div className="mt-3">
              <Actions shift={shift} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
