import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { focusRing } from './focus-ring';

export const fieldClasses = clsx(
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100',
  'aria-[invalid=true]:border-red-500',
  focusRing,
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(fieldClasses, className)} {...props} />;
}
