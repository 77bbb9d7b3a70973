// Ten large digit keys, Clear and Delete, over a row of dots: a PIN typed at a shared screen shows
// how many digits, never which. A keyboard works too (the field takes digits).
import clsx from 'clsx';
import { useId } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { Label } from '@/components/ui/label';

export const PIN_MAX = 6;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function PinPad({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const press = (digit: string) => {
    if (value.length < PIN_MAX) onChange(value + digit);
  };
  const key = clsx(
    'h-16 rounded-xl border border-slate-200 bg-white text-2xl font-semibold text-slate-900 shadow-sm hover:bg-slate-50',
    focusRing,
  );
  return (
    <div className="mx-auto w-full max-w-xs">
      <Label htmlFor={id}>PIN</Label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_MAX))}
        className={clsx(
          'mt-1 block h-14 w-full rounded-xl border border-slate-300 bg-white text-center text-3xl tracking-[0.5em]',
          focusRing,
        )}
      />
      <div className="mt-4 grid grid-cols-3 gap-3">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className={key} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className={clsx(key, 'text-base')} onClick={() => onChange('')}>
          Clear
        </button>
        <button type="button" className={key} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={clsx(key, 'text-base')}
          onClick={() => onChange(value.slice(0, -1))}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
