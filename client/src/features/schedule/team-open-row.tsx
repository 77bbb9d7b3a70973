// The grid's first row: per day, every shift with places still open and how many. Dropping a
// person's chip here gives their place up.
import { useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { staffing, type Shift } from './shift';
import { TeamChip, type ChipAction } from './team-chip';
import type { Placement } from './team-grid-model';
import type { DragState } from './team-row';

export const OPEN_TARGET = 'open';

interface TeamOpenRowProps {
  days: string[];
  open: Map<string, Shift[]>;
  drag: DragState | null;
  onAction: (action: ChipAction, placement: Placement) => void;
}

export function TeamOpenRow({ days, open, drag, onAction }: TeamOpenRowProps) {
  const { setNodeRef, isOver } = useDroppable({ id: OPEN_TARGET });
  const dropDay = drag && drag.placement.fromEmployeeId !== null ? drag.placement.shift.date : null;
  return (
    <tr
      ref={setNodeRef}
      data-open-slots=""
      aria-rowindex={2}
      className="border-t border-slate-300 bg-amber-50/40 print:bg-white"
    >
      <th
        scope="row"
        className="bg-amber-50 px-2 py-1.5 text-left align-top text-sm font-semibold text-slate-900 print:bg-white"
      >
        Open slots
      </th>
      {days.map((day) => (
        <td
          key={day}
          className={clsx(
            'h-14 border-l border-slate-200 p-1 align-top',
            day === dropDay &&
              (isOver ? 'bg-teal-100 ring-2 ring-teal-600 ring-inset' : 'bg-teal-50'),
          )}
        >
          <div className="space-y-1">
            {open.get(day)!.map((shift) => {
              const { assigned, required } = staffing(shift);
              return (
                <TeamChip
                  key={shift.id}
                  shift={shift}
                  fromEmployeeId={null}
                  owner={`${required - assigned} open`}
                  openCount={required - assigned}
                  onAction={onAction}
                />
              );
            })}
          </div>
        </td>
      ))}
    </tr>
  );
}
