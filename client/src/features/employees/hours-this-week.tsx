// This week's scheduled hours beside the limit: yellow above 80 % of the limit, red and
// an 'Over Limit' badge above it.
import clsx from 'clsx';
import { Badge } from '@/components/ui/badge';
import { hoursLevel, type WeeklyHours } from '@/lib/weekly-hours';
import { formatHours } from '@shared/domain/hours';

export function HoursThisWeek({ hours }: { hours: WeeklyHours | undefined }) {
  if (!hours) return <span className="text-slate-400">—</span>;
  const level = hoursLevel(hours);
  const over = level === 'over';
  const near = level === 'near';
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={clsx(
          over && 'font-semibold text-red-700',
          near && 'font-semibold text-amber-700',
        )}
      >
        {formatHours(hours.scheduledHours)} h
      </span>
      {over && <Badge variant="destructive">Over Limit</Badge>}
    </span>
  );
}
