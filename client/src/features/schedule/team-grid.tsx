// The manager's Team mode: the week as people by days, fitted to the page's width (a narrow name
// column, the seven days sharing the rest), so no day hides behind a sideways scroll. Chips move
// by drag and drop or from their menu; while dragging, the rows where the drop would break a rule
// say so before the drop, judged by the shared rules on the loaded week. The server still judges
// every move. A long team is drawn a window of rows at a time (use-row-window) and scrolls with the
// page, so a drag near the window's edge scrolls on to any row; 'Move to…' and the search reach
// everyone.
import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import clsx from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { format, parseISO } from 'date-fns';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { positionsQuery } from '@/lib/positions-query';
import { useLocationChoice } from '@/lib/location-choice';
import { Spinner } from '@/components/ui/spinner';
import { shiftColorClasses } from '@/lib/shift-colors';
import { OverridePanel } from './override-panel';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { ScheduleFilter } from './schedule-filters';
import type { Shift } from './shift';
import { ChipFace, type ChipAction } from './team-chip';
import { dragAnnouncements, dragInstructions } from './team-drag-announcements';
import { gridEntries } from './team-grid-groups';
import { rowAtLocation, targetBlockers, type Placement } from './team-grid-model';
import { TeamGroupHeader } from './team-group-header';
import { TeamMoveDialog } from './team-move-dialog';
import { OPEN_TARGET, TeamOpenRow } from './team-open-row';
import './team-print.css';
import { personTarget, TeamRow, type DragState } from './team-row';
import { useTeamGridData } from './use-team-grid-data';
import { TEAM_GROUPINGS, useTeamGrouping, type TeamGrouping } from './use-team-grouping';
import { useTeamMoves, type Move } from './use-team-moves';
import { useRowWindow } from './use-row-window';

interface TeamGridProps {
  monday: string;
  filter: ScheduleFilter;
  onEdit: (shift: Shift) => void;
}

const GROUPING_LABELS: Record<TeamGrouping, string> = { none: 'No grouping', position: 'Position' };

const editing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function TeamGrid({ monday, filter, onEdit }: TeamGridProps) {
  const { model, isPending, isError } = useTeamGridData(monday);
  const people = useMemo(() => model?.rows.map((row) => row.person) ?? [], [model]);
  const moves = useTeamMoves(monday, people);
  const [search, setSearch] = useState('');
  // '' shows everyone; a position's id shows only the people qualified for it.
  const [positionId, setPositionId] = useState('');
  const { data: positions = [] } = useQuery(positionsQuery());
  const [grouping, setGrouping] = useTeamGrouping();
  const [drag, setDrag] = useState<DragState | null>(null);
  const [choosing, setChoosing] = useState<DragState | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  const judge = useCallback(
    (placement: Placement): DragState => ({
      placement,
      blockers: targetBlockers(model!, placement),
    }),
    [model],
  );
  const attempt = (state: DragState, toEmployeeId: number | null) => {
    const { shift, fromEmployeeId } = state.placement;
    if (toEmployeeId === fromEmployeeId) return;
    const move: Move = { shiftId: shift.id, fromEmployeeId, toEmployeeId };
    const reasons =
      toEmployeeId === null ? [] : (state.blockers.get(toEmployeeId) ?? []).map((b) => b.reason);
    moves.attempt(move, reasons);
  };
  const onAction = useCallback(
    (action: ChipAction, placement: Placement) => {
      if (action === 'edit') onEdit(placement.shift);
      else if (action === 'move') setChoosing(judge(placement));
      else
        moves.attempt(
          {
            shiftId: placement.shift.id,
            fromEmployeeId: placement.fromEmployeeId,
            toEmployeeId: null,
          },
          [],
        );
    },
    // moves.attempt reads only state setters, the query cache and the move mutation, all stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [judge, onEdit],
  );

  const query = search.trim().toLowerCase();
  // The header's location: its people only.
  const locationId = useLocationChoice()?.chosen ?? null;
  const rows = useMemo(
    () =>
      (model?.rows ?? []).filter(
        (row) =>
          rowAtLocation(row, locationId) &&
          (filter.employeeIds.length === 0 || filter.employeeIds.includes(row.person.id)) &&
          (!query || row.name.toLowerCase().includes(query)) &&
          (!positionId ||
            (row.person.positions ?? []).some((q) => String(q.positionId) === positionId)),
      ),
    [model, locationId, filter.employeeIds, query, positionId],
  );
  // Grouping only orders the rows already loaded and filtered: no read per group.
  const entries = useMemo(
    () => gridEntries(rows, positions, grouping === 'position' && positions.length > 0),
    [rows, positions, grouping],
  );
  const rowKeys = useMemo(() => entries.map((entry) => entry.key), [entries]);
  const { box, window: shown } = useRowWindow(
    rowKeys,
    'data-row-key',
    drag?.placement.fromEmployeeId ?? null,
  );
  const announcements = useMemo(() => {
    const names = new Map(model?.rows.map((row) => [row.person.id, row.name]));
    return dragAnnouncements({
      nameOf: (id) => names.get(id) ?? `Employee ${id}`,
      blockersFor: (placement) => (model ? targetBlockers(model, placement) : new Map()),
      openTarget: OPEN_TARGET,
    });
  }, [model]);

  const { undo } = moves;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey)
        return;
      if (editing(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      void undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);

  if (isPending) return <Spinner label="Loading team" className="w-full justify-center py-12" />;
  if (isError || !model)
    return (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        Failed to load shifts for this week. Please try again.
      </p>
    );

  const onDragStart = ({ active }: DragStartEvent) =>
    setDrag(judge(active.data.current as Placement));
  const onDragEnd = ({ over }: DragEndEvent) => {
    const state = drag;
    setDrag(null);
    if (!state || !over) return;
    if (over.id === OPEN_TARGET)
      return state.placement.fromEmployeeId !== null && attempt(state, null);
    const personId = (over.data.current as { personId: number } | undefined)?.personId;
    if (personId !== undefined && over.id === personTarget(personId)) attempt(state, personId);
  };

  return (
    <div data-team-grid="" className="space-y-3">
      <div data-print-hide="" className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-64">
          <Label htmlFor="team-search">Search people</Label>
          <Input
            id="team-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {positions.length > 0 && (
          <div className="w-48">
            <Label htmlFor="team-position">Position</Label>
            <Select
              id="team-position"
              value={positionId}
              onChange={(e) => setPositionId(e.target.value)}
            >
              <option value="">All positions</option>
              {positions.map((position) => (
                <option key={position.id} value={String(position.id)}>
                  {position.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        {positions.length > 0 && (
          <div className="w-40">
            <Label htmlFor="team-grouping">Group by</Label>
            <Select
              id="team-grouping"
              value={grouping}
              onChange={(e) => setGrouping(e.target.value as TeamGrouping)}
            >
              {TEAM_GROUPINGS.map((option) => (
                <option key={option} value={option}>
                  {GROUPING_LABELS[option]}
                </option>
              ))}
            </Select>
          </div>
        )}
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          Print
        </Button>
      </div>
      <p className="sr-only" aria-live="polite" data-print-hide="">
        {moves.announcement}
      </p>
      <DndContext
        sensors={sensors}
        accessibility={{ announcements, screenReaderInstructions: dragInstructions }}
        collisionDetection={pointerWithin}
        // Rows drawn while a drag scrolls the box become targets at once.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrag(null)}
      >
        <div ref={box} className="rounded-lg border border-slate-200">
          <table
            className="w-full table-fixed border-collapse text-sm"
            aria-rowcount={entries.length + 2}
          >
            <caption className="sr-only">Team schedule, people by days</caption>
            {/* Fixed columns: a long name or title is cut short instead of widening the week. */}
            <colgroup>
              <col className="w-32 lg:w-40" />
              {model.days.map((day) => (
                <col key={day} />
              ))}
            </colgroup>
            <thead className="sticky top-0 z-20 bg-slate-50 print:static">
              <tr aria-rowindex={1}>
                <th scope="col" className="px-2 py-2 text-left font-semibold">
                  Person
                </th>
                {model.days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    className="border-l border-slate-200 px-2 py-2 text-left font-semibold"
                  >
                    {format(parseISO(day), 'EEE, MMM d')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <TeamOpenRow days={model.days} open={model.open} drag={drag} onAction={onAction} />
              {shown.before > 0 && <Spacer height={shown.before} />}
              {entries
                .slice(shown.start, shown.end)
                .map((entry, i) =>
                  entry.kind === 'group' ? (
                    <TeamGroupHeader
                      key={entry.key}
                      rowKey={entry.key}
                      position={entry.position}
                      size={entry.size}
                      rowIndex={shown.start + i + 3}
                    />
                  ) : (
                    <TeamRow
                      key={entry.key}
                      row={entry.row}
                      alsoIn={entry.alsoIn}
                      rowIndex={shown.start + i + 3}
                      days={model.days}
                      drag={drag}
                      onAction={onAction}
                    />
                  ),
                )}
              {shown.after > 0 && <Spacer height={shown.after} />}
            </tbody>
          </table>
          {rows.length === 0 && (
            <p className="py-6 text-center text-sm text-slate-500">No one matches</p>
          )}
        </div>
        <DragOverlay dropAnimation={null}>
          {drag && (
            <div
              className={clsx(
                'rounded-md border px-1.5 py-1 text-xs leading-tight shadow-lg',
                shiftColorClasses(drag.placement.shift.color).badge,
              )}
            >
              <ChipFace shift={drag.placement.shift} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <TeamMoveDialog
        placement={choosing?.placement ?? null}
        rows={model.rows}
        blockers={choosing?.blockers ?? new Map()}
        onChoose={(to) => {
          const state = choosing!;
          setChoosing(null);
          attempt(state, to);
        }}
        onClose={() => setChoosing(null)}
      />
      <Dialog
        open={moves.override !== null}
        onOpenChange={(open) => !open && moves.cancelOverride()}
      >
        {moves.override && (
          <DialogContent title={moves.override.title}>
            <OverridePanel
              title="Not moved yet"
              messages={moves.override.messages}
              onOverride={moves.confirmOverride}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

/** Stands for the rows not drawn, so the scroll bar keeps the whole team's length. */
const Spacer = ({ height }: { height: number }) => (
  <tr aria-hidden style={{ height }}>
    <td colSpan={8} className="p-0" />
  </tr>
);
