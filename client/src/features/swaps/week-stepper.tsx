// Steps a Monday-to-Sunday week back and forth for the swap shift lists.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDaysIso } from '@shared/domain/dates';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';

export const weekRange = (monday: string) => ({
  startDate: monday,
  endDate: addDaysIso(monday, 6),
});

export function WeekStepper({
  monday,
  onChange,
}: {
  monday: string;
  onChange: (monday: string) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous week"
        onClick={() => onChange(addDaysIso(monday, -7))}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        Week of {formatDate(monday, 'MMM d, yyyy')}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next week"
        onClick={() => onChange(addDaysIso(monday, 7))}
      >
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
