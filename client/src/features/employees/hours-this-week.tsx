// This week's scheduled hours beside the limit (spec 9): yellow above 80 % of the limit, red and
// an 'Over Limit' badge above it.
import clsx from 'clsx';
import { Badge } from '@/components/ui/badge';
import type { WeeklyHours } from './use-team-weekly-hours';

export function HoursThisWeek({ hours }: { hours: WeeklyHours | undefined }) {
  if (!hours) return <span className="text-slate-400">—</span>;
  const { scheduledHours, weeklyHoursLimit } = hours;
  const over = scheduledHours > weeklyHoursLimit;
  const near = !over && scheduledHours > weeklyHoursLimit * 0.8;
  return (
    <span className="inline-flex items-center gap-2">
      <span className={clsx(over && 'font-semibold text-red-700', near && 'font-semibold text-amber-700')}>
        {scheduledHours} h
      </span>
      {over && <Badge variant="destructive">Over Limit</Badge>}
    </span>
  );
}
