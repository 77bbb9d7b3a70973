// One week as a radio card, in the source list (with its shifts and hours) and the target list.
import clsx from 'clsx';
import type { ReactNode } from 'react';

interface WeekChoiceProps {
  name: string;
  label: string;
  detail?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}

export function WeekChoice({ name, label, detail, checked, disabled, onChoose }: WeekChoiceProps) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
        checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="radio"
        name={name}
        className="accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <span className="flex-1 font-medium text-slate-900">{label}</span>
      {detail && <span className="text-xs text-slate-600">{detail}</span>}
    </label>
  );
}
