// Steps the organization's seven-day week back and forth for the swap shift lists.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDaysIso } from '@shared/domain/dates';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';

export const weekRange = (firstDay: string) => ({
  startDate: firstDay,
  endDate: addDaysIso(firstDay, 6),
});

export function WeekStepper({
  firstDay,
  onChange,
}: {
  firstDay: string;
  onChange: (firstDay: string) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous week"
        onClick={() => onChange(addDaysIso(firstDay, -7))}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        Week of {formatDate(firstDay, 'MMM d, yyyy')}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next week"
        onClick={() => onChange(addDaysIso(firstDay, 7))}
      >
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
