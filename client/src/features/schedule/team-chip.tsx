// One shift on the team grid: time, title and colour, fitted to a seventh of the week (the time
// wraps, the title is cut short with the whole of it on hover). It is a button opening a menu
// (Move to…, Unassign, Edit shift), so the keyboard and screen readers get every move; the mouse
// can also drag it. The one chip component for people's rows and the open slots alike.
import { useDraggable } from '@dnd-kit/core';
import clsx from 'clsx';
import { memo, useEffect, useRef, useState } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';
import { draftOutline } from './draft-badge';
import { isOffered, offeredLabel } from './offered-badge';
import { formatShiftDate, formatShiftTime, isDraft, type Shift } from './shift';
import type { Placement } from './team-grid-model';

export type ChipAction = 'move' | 'unassign' | 'edit';

interface TeamChipProps {
  shift: Shift;
  fromEmployeeId: number | null;
  /** Who holds the place, for the chip's name; the open places left for an open slot. */
  owner: string;
  openCount?: number;
  onAction: (action: ChipAction, placement: Placement) => void;
}

export const chipId = ({ shift, fromEmployeeId }: Placement) =>
  `${shift.id}:${fromEmployeeId ?? 'open'}`;

export const ChipFace = memo(function ChipFace({
  shift,
  openCount,
}: {
  shift: Shift;
  openCount?: number;
}) {
  return (
    <>
      {/* A narrow day breaks the time between its two clocks, never inside one. */}
      <span className="block font-semibold tabular-nums">
        <span className="whitespace-nowrap">{formatClock(shift.startTime)}</span> –{' '}
        <span className="whitespace-nowrap">{formatClock(shift.endTime)}</span>
      </span>
      <span className="block truncate" title={shift.title}>
        {shift.title}
      </span>
      {shift.positionName && (
        <span className="flex items-center gap-1 truncate" title={shift.positionName}>
          <span
            aria-hidden
            className={clsx(
              'size-2 shrink-0 rounded-full',
              shiftColorClasses(shift.positionColor ?? '').swatch,
            )}
          />
          {shift.positionName}
        </span>
      )}
      {isDraft(shift) && <span className="block font-semibold">Draft</span>}
      {openCount !== undefined && <span className="block font-semibold">{openCount} open</span>}
      {openCount !== undefined && isOffered(shift) && (
        <span className="block font-semibold text-brand-800">{offeredLabel(shift)}</span>
      )}
    </>
  );
});

export function TeamChip({ shift, fromEmployeeId, owner, openCount, onAction }: TeamChipProps) {
  const placement = { shift, fromEmployeeId };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: chipId(placement),
    data: placement,
  });
  const [menu, setMenu] = useState<{ left: number; top: number } | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);

  const close = (refocus: boolean) => {
    setMenu(null);
    if (refocus) button.current?.focus();
  };
  const choose = (action: ChipAction) => {
    close(action === 'unassign');
    onAction(action, placement);
  };
  return (
    <>
      <button
        ref={(node) => {
          setNodeRef(node);
          button.current = node;
        }}
        type="button"
        {...listeners}
        data-chip={chipId(placement)}
        aria-haspopup="menu"
        // How to move it: the menu from the keyboard, dragging with a mouse.
        aria-describedby={attributes['aria-describedby']}
        aria-expanded={menu !== null}
        aria-label={`${shift.title}${shift.positionName ? `, ${shift.positionName}` : ''}${isDraft(shift) ? ' (draft)' : ''}${isOffered(shift) ? ` (${offeredLabel(shift).toLowerCase()})` : ''}, ${formatShiftTime(shift)}, ${formatShiftDate(shift.date)}, ${owner}`}
        onClick={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          setMenu(menu ? null : { left: rect.left, top: rect.bottom + 4 });
        }}
        className={clsx(
          'w-full touch-none overflow-hidden rounded-md border px-1 py-1 text-left text-xs leading-tight lg:px-1.5 print:border-black',
          shiftColorClasses(shift.color).badge,
          isDragging && 'opacity-40',
          draftOutline(shift),
          focusRing,
        )}
      >
        <ChipFace shift={shift} openCount={openCount} />
      </button>
      {menu && (
        <ChipMenu
          position={menu}
          canUnassign={fromEmployeeId !== null}
          onChoose={choose}
          onClose={() => close(true)}
        />
      )}
    </>
  );
}

const ITEMS: { action: ChipAction; label: string }[] = [
  { action: 'move', label: 'Move to…' },
  { action: 'unassign', label: 'Unassign' },
  { action: 'edit', label: 'Edit shift' },
];

function ChipMenu({
  position,
  canUnassign,
  onChoose,
  onClose,
}: {
  position: { left: number; top: number };
  canUnassign: boolean;
  onChoose: (action: ChipAction) => void;
  onClose: () => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const items = ITEMS.filter((item) => canUnassign || item.action !== 'unassign');
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const step = (by: number) => {
    const all = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    all[(at + by + all.length) % all.length]?.focus();
  };
  return (
    <div
      ref={list}
      role="menu"
      style={{ left: position.left, top: position.top }}
      className="fixed z-30 min-w-36 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') step(1);
        else if (event.key === 'ArrowUp') step(-1);
        else if (event.key === 'Escape' || event.key === 'Tab') onClose();
        else return;
        event.preventDefault();
      }}
    >
      {items.map(({ action, label }) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          onClick={() => onChoose(action)}
          className={clsx(
            'block w-full rounded-md px-3 py-1.5 text-left text-sm hover:bg-slate-100',
            focusRing,
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
