import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** A loading indicator announced as a status, named 'Loading' unless told otherwise. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={clsx('inline-flex text-primary', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin" />
    </div>
  );
}

/** The whole-screen wait shown while a page's code or its user loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
