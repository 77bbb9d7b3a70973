// A report table that scrolls sideways on a phone: its region is focusable, so the keyboard can
// scroll it too, and its caption names it to a screen reader.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/ui/focus-ring';

export function ScrollableTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={`${caption}, scrollable`}
      tabIndex={0}
      className={clsx('overflow-x-auto rounded-lg border border-slate-200', focusRing)}
    >
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
