// Recurring unavailability rows: weekday, hours, effective dates and notes, with Delete. Managers
// see everyone's, so each row may carry the employee's name.
import { Trash2 } from 'lucide-react';
import { toast, toastError } from '@/lib/toast';
import type { Unavailability } from '@/lib/unavailability-query';
import { DAY_NAMES } from '@shared/domain/dates';
import { describeEffective } from '@/lib/weekly-window-words';
import { useDeleteUnavailability } from './use-unavailability';
import { RowAction } from '@/components/row-action';

export function UnavailabilityList({ rows }: { rows: Unavailability[] }) {
  const remove = useDeleteUnavailability();
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Unavailability removed', variant: 'success' }),
      onError: (err) => toastError('Failed to remove unavailability', err),
    });
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => {
        const when = `${DAY_NAMES[row.dayOfWeek]}s ${row.startTime} - ${row.endTime}`;
        return (
          <li key={row.id} className="flex items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0 space-y-0.5">
              {row.employeeName && <p className="font-medium text-slate-900">{row.employeeName}</p>}
              <p className={row.employeeName ? 'text-slate-700' : 'font-medium text-slate-900'}>
                {when}
              </p>
              <p className="text-slate-500">{describeEffective(row)}</p>
              {row.notes && <p className="break-words text-slate-600">{row.notes}</p>}
            </div>
            <RowAction
              variant="ghost"
              aria-label={`Delete unavailability ${row.employeeName ? `of ${row.employeeName} ` : ''}on ${when}`}
              disabled={remove.isPending}
              onClick={() => onDelete(row.id)}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </RowAction>
          </li>
        );
      })}
    </ul>
  );
}
