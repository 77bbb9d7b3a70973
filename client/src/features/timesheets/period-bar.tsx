// The pay period shown, with the previous and next periods a click away.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PayPeriod } from './timesheet-answers';
import { periodWords } from './timesheet-words';

export function PeriodBar({
  period,
  onPick,
  children,
}: {
  period: PayPeriod;
  onPick: (date: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous period"
        onClick={() => onPick(period.previous.start)}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next period"
        onClick={() => onPick(period.next.start)}
      >
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      <h3 className="ml-1 text-base font-semibold text-slate-900" aria-live="polite">
        {periodWords(period.start, period.end)}
      </h3>
      {period.locked && <Badge variant="warning">Locked</Badge>}
      {children}
    </div>
  );
}
