// The time clock card's frame: its heading and a height it keeps from the first paint, so the
// dashboard below does not jump when the card's code and the clock arrive. The dashboard shows
// it with a spinner while the card's own chunk loads.
import { Clock as ClockIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

export function ClockCardFrame({ children }: { children?: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 min-h-48 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ClockIcon aria-hidden className="size-5 text-brand-700" />
        Time clock
      </h2>
      {children ?? <ClockLoading />}
    </section>
  );
}

export const ClockLoading = () => (
  <Spinner label="Loading your clock" className="w-full justify-center py-6" />
);
