// The fill by day: each changed or still-open shift with who works it afterwards, newcomers
// highlighted and anyone moved off struck through, and why any place stays empty.
import type { AutoSchedulePreview } from '@shared/validators/auto-schedule';
import { formatClock, formatDate } from '@/lib/format-date';
import type { RangeShift } from './use-fill-context';
import { reasonWords } from './fill-words';

type Props = {
  preview: AutoSchedulePreview;
  shiftsById: Map<number, RangeShift>;
  nameOf: (id: number) => string;
};

export function ProposalsByDay({ preview, shiftsById, nameOf }: Props) {
  const added = new Map<number, number[]>();
  for (const p of preview.proposals)
    added.set(p.shiftId, [...(added.get(p.shiftId) ?? []), p.employeeId]);
  const removed = new Map<number, number[]>();
  for (const p of preview.removals)
    removed.set(p.shiftId, [...(removed.get(p.shiftId) ?? []), p.employeeId]);
  const open = new Map(preview.unfilled.map((u) => [u.shiftId, u]));
  const ids = [...new Set([...added.keys(), ...removed.keys(), ...open.keys()])];
  const shifts = ids
    .map((id) => shiftsById.get(id))
    .filter((s): s is RangeShift => s !== undefined)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
  const days = [...new Set(shifts.map((s) => s.date))];
  if (days.length === 0) return null;

  return (
    <div className="space-y-3">
      {days.map((day) => (
        <section key={day} aria-label={formatDate(day, 'EEEE, MMMM d')}>
          <h3 className="text-sm font-semibold text-slate-900">
            {formatDate(day, 'EEEE, MMMM d')}
          </h3>
          <ul className="mt-1 space-y-1.5">
            {shifts
              .filter((s) => s.date === day)
              .map((shift) => {
                const leaving = removed.get(shift.id) ?? [];
                const unfilled = open.get(shift.id);
                return (
                  <li key={shift.id} className="rounded-lg border border-slate-200 p-2 text-sm">
                    <p className="font-medium text-slate-800">
                      {shift.title}{' '}
                      <span className="font-normal text-slate-500">
                        {formatClock(shift.startTime)} – {formatClock(shift.endTime)}
                      </span>
                    </p>
                    <p className="mt-1 flex flex-wrap gap-1">
                      {shift.assignedEmployees.map((p) =>
                        leaving.includes(p.id) ? (
                          <del key={p.id} className="rounded bg-red-50 px-1.5 text-red-800">
                            {nameOf(p.id)}
                          </del>
                        ) : (
                          <span key={p.id} className="rounded bg-slate-100 px-1.5 text-slate-700">
                            {nameOf(p.id)}
                          </span>
                        ),
                      )}
                      {(added.get(shift.id) ?? []).map((id) => (
                        <mark
                          key={id}
                          className="rounded bg-amber-100 px-1.5 font-medium text-amber-900"
                        >
                          {nameOf(id)} <span className="sr-only">(new)</span>
                        </mark>
                      ))}
                    </p>
                    {unfilled && (
                      <p className="mt-1 text-red-700">
                        {unfilled.open} open: {reasonWords(unfilled.reasons)}
                      </p>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
