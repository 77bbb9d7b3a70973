// An on/off switch (WAI-ARIA switch pattern): a real button that reports its state through
// aria-checked, so Space and Enter toggle it and screen readers announce "on" or "off".
import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { focusRing } from './focus-ring';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'role' | 'type'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={clsx(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-primary' : 'bg-slate-300',
        focusRing,
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={clsx(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
