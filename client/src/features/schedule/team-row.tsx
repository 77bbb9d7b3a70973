// One person's week on the team grid: the name with hours against the weekly limit, then a cell
// per day. The row is the drop target (moves stay on the chip's day); while a chip is dragged the
// cell of its day says whether the drop would break a rule, and why.
import { useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { Ban, ThumbsDown, ThumbsUp } from 'lucide-react';
import { memo } from 'react';
import type { Blocker } from '@shared/domain/assignment-blockers';
import { formatMinutesAsHours } from '@shared/domain/hours';
import { Tooltip } from '@/components/ui/tooltip';
import type { Shift } from './shift';
import { TeamChip, type ChipAction } from './team-chip';
import type { DayPreference, Placement, TeamRow as Row } from './team-grid-model';

/** The drag under way: its day, and per person what stops the drop there. */
export type DragState = { placement: Placement; blockers: Map<number, Blocker[]> };

export const personTarget = (id: number) => `person:${id}`;

function hoursClass(minutes: number, limitHours: number) {
  if (minutes > limitHours * 60) return 'text-red-700 font-semibold';
  if (minutes < limitHours * 30) return 'text-slate-400';
  return 'text-slate-700';
}

interface TeamRowProps {
  row: Row;
  /** Other positions the person covers, named when the grid groups them under their first. */
  alsoIn?: string[];
  /** Its place in the whole table (header 1, open slots 2), as only a window of rows is drawn. */
  rowIndex: number;
  days: string[];
  drag: DragState | null;
  onAction: (action: ChipAction, placement: Placement) => void;
}

export function TeamRow({ row, alsoIn = [], rowIndex, days, drag, onAction }: TeamRowProps) {
  const { person } = row;
  const { setNodeRef, isOver } = useDroppable({
    id: personTarget(person.id),
    data: { personId: person.id },
  });
  const dragDay =
    drag && drag.placement.fromEmployeeId !== person.id ? drag.placement.shift.date : null;
  const blockers = dragDay ? (drag!.blockers.get(person.id) ?? []) : [];
  return (
    <tr
      ref={setNodeRef}
      data-person={person.id}
      data-row-key={person.id}
      aria-rowindex={rowIndex}
      className="border-t border-slate-200"
    >
      <th scope="row" className="bg-white px-2 py-1.5 text-left align-top font-normal">
        <span className="block truncate text-sm font-medium text-slate-900" title={row.name}>
          {row.name}
        </span>
        <span
          className={clsx('block text-xs tabular-nums', hoursClass(row.minutes, row.limitHours))}
        >
          {formatMinutesAsHours(row.minutes)}/{row.limitHours} h
        </span>
        {alsoIn.length > 0 && (
          <span
            className="block truncate text-xs text-slate-500"
            title={`Also ${alsoIn.join(', ')}`}
          >
            Also {alsoIn.join(', ')}
          </span>
        )}
      </th>
      {days.map((day) => (
        <TeamCell
          key={day}
          shifts={row.days.get(day)!}
          personId={person.id}
          owner={row.name}
          blocked={row.blocked.get(day)}
          preferred={row.preferred.get(day)}
          target={day === dragDay ? { blockers, over: isOver } : null}
          onAction={onAction}
        />
      ))}
    </tr>
  );
}

type CellProps = {
  shifts: Shift[];
  personId: number;
  owner: string;
  blocked: string[] | undefined;
  preferred: DayPreference[] | undefined;
  target: { blockers: Blocker[]; over: boolean } | null;
  onAction: TeamRowProps['onAction'];
};

const TeamCell = memo(function TeamCell({
  shifts,
  personId,
  owner,
  blocked,
  preferred,
  target,
  onAction,
}: CellProps) {
  const refused = target !== null && target.blockers.length > 0;
  return (
    <td
      data-refused={refused || undefined}
      className={clsx(
        'relative h-14 border-l border-slate-200 p-1 align-top',
        // A refused drop target shows red instead of the time-off stripes.
        blocked &&
          !refused &&
          'bg-[repeating-linear-gradient(135deg,#f1f5f9_0_6px,#e2e8f0_6px_12px)]',
        target &&
          !refused &&
          (target.over ? 'bg-teal-100 ring-2 ring-teal-600 ring-inset' : 'bg-teal-50'),
        refused && (target.over ? 'bg-red-100 ring-2 ring-red-600 ring-inset' : 'bg-red-50'),
      )}
    >
      {blocked && (
        <Tooltip content={blocked.join('. ')}>
          {(describedBy) => (
            <span
              tabIndex={0}
              aria-describedby={describedBy}
              title={blocked.join('. ')}
              className="mb-1 inline-block rounded bg-slate-200 px-1 text-[11px] text-slate-700 print:bg-white"
            >
              {blocked[0]!.startsWith('Unavailable') ? 'Unavailable' : 'Time off'}
            </span>
          )}
        </Tooltip>
      )}
      <div className="space-y-1">
        {shifts.map((shift) => (
          <TeamChip
            key={shift.id}
            shift={shift}
            fromEmployeeId={personId}
            owner={owner}
            onAction={onAction}
          />
        ))}
      </div>
      {refused && (
        <p
          role={target.over ? 'status' : undefined}
          className={clsx(
            'mt-1 flex items-start gap-1 text-[11px] leading-tight text-red-800',
            !target.over && 'sr-only',
          )}
        >
          <Ban aria-hidden className="mt-px size-3 shrink-0" />
          {target.blockers.map((b) => b.reason).join('. ')}
        </p>
      )}
      {preferred && !refused && <PreferenceMarks marks={preferred} />}
      {refused && !target.over && (
        <Ban aria-hidden className="absolute top-1 right-1 size-3.5 text-red-600" />
      )}
    </td>
  );
});

/**
 * A faint thumb in the cell's corner per kind of band the person named that day. Said in words
 * to assistive technology and on hover; soft, so it never colours the cell as a rule would.
 */
function PreferenceMarks({ marks }: { marks: DayPreference[] }) {
  return (
    <span className="absolute right-1 bottom-1 flex gap-0.5">
      {(['like', 'avoid'] as const).map((kind) => {
        const said = marks.filter((mark) => mark.kind === kind).map((mark) => mark.text);
        if (said.length === 0) return null;
        const Icon = kind === 'like' ? ThumbsUp : ThumbsDown;
        return (
          <span
            key={kind}
            role="img"
            aria-label={said.join('. ')}
            title={said.join('. ')}
            data-preference={kind}
            className={clsx(
              'inline-flex size-4 items-center justify-center rounded-full',
              kind === 'like' ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700',
            )}
          >
            <Icon aria-hidden className="size-2.5" />
          </span>
        );
      })}
    </span>
  );
}
