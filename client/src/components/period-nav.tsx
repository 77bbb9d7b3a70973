// Previous / Today / Next around a heading naming the week or month shown.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PeriodStep } from '@/lib/use-schedule-period';

interface PeriodNavProps {
  heading: string;
  unit: 'week' | 'month';
  onStep: (step: PeriodStep) => void;
  /** The pointer or focus reached a step's button: it is likely to be pressed next. */
  onIntent?: (step: PeriodStep) => void;
}

export function PeriodNav({ heading, unit, onStep, onIntent }: PeriodNavProps) {
  const stepProps = (step: PeriodStep) => ({
    onClick: () => onStep(step),
    onPointerEnter: onIntent && (() => onIntent(step)),
    onFocus: onIntent && (() => onIntent(step)),
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="icon" aria-label={`Previous ${unit}`} {...stepProps(-1)}>
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <Button variant="outline" {...stepProps(0)}>
        Today
      </Button>
      <Button variant="outline" size="icon" aria-label={`Next ${unit}`} {...stepProps(1)}>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      <h3 className="ml-1 text-base font-semibold text-slate-900" aria-live="polite">
        {heading}
      </h3>
    </div>
  );
}
