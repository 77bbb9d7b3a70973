// The header over a group of the team grid's people: the position's colour and name and how many
// people are under it. A row of its own, so the window of drawn rows counts it like any other.
import clsx from 'clsx';
import { shiftColorClasses } from '@/lib/shift-colors';
import type { GroupPosition } from './team-grid-groups';

interface TeamGroupHeaderProps {
  rowKey: number;
  position: GroupPosition | null;
  size: number;
  rowIndex: number;
}

export function TeamGroupHeader({ rowKey, position, size, rowIndex }: TeamGroupHeaderProps) {
  const name = position?.name ?? 'No position';
  return (
    <tr data-row-key={rowKey} data-group={name} aria-rowindex={rowIndex}>
      <th
        scope="colgroup"
        colSpan={8}
        className="border-t border-slate-300 bg-slate-100 px-2 py-1.5 text-left text-sm font-semibold text-slate-800"
      >
        <span className="flex items-center gap-2">
          <span
            aria-hidden
            className={clsx(
              'size-3 shrink-0 rounded-full',
              position ? shiftColorClasses(position.color).swatch : 'border border-slate-400',
            )}
          />
          {name}
          <span className="font-normal text-slate-500">
            {size} {size === 1 ? 'person' : 'people'}
          </span>
        </span>
      </th>
    </tr>
  );
}
