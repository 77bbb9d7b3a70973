// 'Move to…' from a chip's menu: everyone who could take the place, searchable, each marked with
// whether the rules allow it and, if not, why. Choosing someone is the same as dropping there.
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import type { Blocker } from '@shared/domain/assignment-blockers';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { focusRing } from '@/components/ui/focus-ring';
import { formatShiftDate, formatShiftTime } from './shift';
import type { Placement, TeamRow } from './team-grid-model';

interface TeamMoveDialogProps {
  placement: Placement | null;
  rows: TeamRow[];
  blockers: Map<number, Blocker[]>;
  onChoose: (toEmployeeId: number) => void;
  onClose: () => void;
}

export function TeamMoveDialog({
  placement,
  rows,
  blockers,
  onChoose,
  onClose,
}: TeamMoveDialogProps) {
  const [search, setSearch] = useState('');
  const people = useMemo(
    () =>
      rows.filter(
        (row) =>
          row.person.id !== placement?.fromEmployeeId &&
          row.name.toLowerCase().includes(search.trim().toLowerCase()),
      ),
    [rows, placement, search],
  );
  const shift = placement?.shift;
  return (
    <Dialog
      open={placement !== null}
      onOpenChange={(open) => {
        if (!open) {
          setSearch('');
          onClose();
        }
      }}
    >
      {shift && (
        <DialogContent
          title={`Move "${shift.title}"`}
          description={`${formatShiftDate(shift.date)}, ${formatShiftTime(shift)}`}
        >
          <Label htmlFor="team-move-search">Search people</Label>
          <Input
            id="team-move-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          <ul aria-label="People" className="mt-3 max-h-80 space-y-1 overflow-y-auto">
            {people.length === 0 && <li className="py-2 text-sm text-slate-500">No one matches</li>}
            {people.map((row) => {
              const reasons = (blockers.get(row.person.id) ?? []).map((b) => b.reason);
              return (
                <li key={row.person.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setSearch('');
                      onChoose(row.person.id);
                    }}
                    className={clsx(
                      'flex w-full flex-col rounded-lg border px-3 py-2 text-left text-sm hover:bg-slate-50',
                      reasons.length ? 'border-red-200' : 'border-slate-200',
                      focusRing,
                    )}
                  >
                    <span className="font-medium text-slate-900">{row.name}</span>
                    <span
                      className={clsx('text-xs', reasons.length ? 'text-red-700' : 'text-teal-700')}
                    >
                      {reasons.length ? `Can't take it: ${reasons.join('. ')}` : 'Can take it'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </DialogContent>
      )}
    </Dialog>
  );
}
