// Previous / Today / Next around a heading naming the week or month shown.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PeriodNavProps {
  heading: string;
  unit: 'week' | 'month';
  onStep: (step: -1 | 0 | 1) => void;
}

export function PeriodNav({ heading, unit, onStep }: PeriodNavProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Previous ${unit}`}
        onClick={() => onStep(-1)}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <Button variant="outline" onClick={() => onStep(0)}>
        Today
      </Button>
      <Button variant="outline" size="icon" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      <h3 className="ml-1 text-base font-semibold text-slate-900" aria-live="polite">
        {heading}
      </h3>
    </div>
  );
}
