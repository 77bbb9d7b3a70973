// A person's preferences by weekday, Monday first: Like or Avoid, the band and its dates, with
// Edit and Delete on each.
import clsx from 'clsx';
import { Pencil, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { RowAction } from '@/components/row-action';
import type { Preference } from '@/lib/preferences-query';
import { toast, toastError } from '@/lib/toast';
import { DAY_NAMES } from '@shared/domain/dates';
import { describeEffective } from '@/lib/weekly-window-words';
import { WEEK_ORDER } from './preference-words';
import { useDeletePreference } from './use-preferences';

function KindBadge({ kind }: { kind: Preference['kind'] }) {
  const Icon = kind === 'like' ? ThumbsUp : ThumbsDown;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        kind === 'like' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {kind === 'like' ? 'Like' : 'Avoid'}
    </span>
  );
}

export function PreferenceList({
  rows,
  onEdit,
}: {
  rows: Preference[];
  onEdit: (preference: Preference) => void;
}) {
  const remove = useDeletePreference();
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Preference removed', variant: 'success' }),
      onError: (err) => toastError('Failed to remove preference', err),
    });
  const days = WEEK_ORDER.map((day) => ({
    day,
    rows: rows
      .filter((row) => row.dayOfWeek === day)
      .sort((a, b) => a.startTime.localeCompare(b.startTime)),
  })).filter((group) => group.rows.length > 0);

  return (
    <div className="space-y-3">
      {days.map(({ day, rows: dayRows }) => (
        <section key={day} aria-label={DAY_NAMES[day]}>
          <h3 className="text-sm font-semibold text-slate-700">{DAY_NAMES[day]}</h3>
          <ul className="divide-y divide-slate-100">
            {dayRows.map((row) => {
              const what = `${row.kind === 'like' ? 'Like' : 'Avoid'} ${DAY_NAMES[day]} ${row.startTime} - ${row.endTime}`;
              return (
                <li
                  key={row.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2.5 text-sm"
                >
                  <div className="min-w-0 space-y-0.5">
                    <p className="flex items-center gap-2 font-medium text-slate-900">
                      <KindBadge kind={row.kind} />
                      <span className="tabular-nums">
                        {row.startTime} - {row.endTime}
                      </span>
                    </p>
                    <p className="text-slate-500">{describeEffective(row)}</p>
                  </div>
                  <div className="flex gap-2">
                    <RowAction
                      variant="outline"
                      aria-label={`Edit preference: ${what}`}
                      onClick={() => onEdit(row)}
                    >
                      <Pencil aria-hidden className="size-4" />
                      Edit
                    </RowAction>
                    <RowAction
                      variant="ghost"
                      aria-label={`Delete preference: ${what}`}
                      disabled={remove.isPending}
                      onClick={() => onDelete(row.id)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      Delete
                    </RowAction>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
