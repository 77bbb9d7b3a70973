// A radio list of shifts that scrolls within a fixed height, with its loading and empty
// states. Each option names the shift, its day and time, and optionally who works it.
import clsx from 'clsx';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { formatClock, personName } from './request-format';
import type { SwapShift } from './types';

interface ShiftChoiceListProps {
  name: string;
  label: string;
  shifts: SwapShift[] | undefined;
  loading: boolean;
  empty: string;
  value: number | null;
  onChange: (shift: SwapShift) => void;
  showPeople?: boolean;
}

export function ShiftChoiceList(props: ShiftChoiceListProps) {
  const { name, label, shifts, loading, empty, value, onChange, showPeople } = props;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {loading ? (
        <Spinner label="Loading shifts" className="w-full justify-center py-6" />
      ) : !shifts || shifts.length === 0 ? (
        <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 max-h-60 space-y-2 overflow-y-auto pr-1">
          {shifts.map((shift) => (
            <li key={shift.id}>
              <label
                className={clsx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  value === shift.id ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  className="mt-1"
                  checked={value === shift.id}
                  onChange={() => onChange(shift)}
                />
                <span>
                  <span className="block font-medium text-slate-900">{shift.title}</span>
                  <span className="block text-slate-600">
                    {formatDate(shift.date, 'EEE, MMM d')} · {formatClock(shift.startTime)} –{' '}
                    {formatClock(shift.endTime)}
                  </span>
                  {showPeople && (
                    <span className="block text-slate-500">
                      {shift.assignedEmployees.map(personName).join(', ') || 'No Employee'}
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
