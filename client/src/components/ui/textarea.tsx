import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { focusRing } from './focus-ring';

/** A multi-line field styled like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={clsx(
        'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
        'aria-[invalid=true]:border-red-500',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
