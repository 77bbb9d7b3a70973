import { Badge } from '@/components/ui/badge';
import type { TimesheetFlag } from './timesheet-answers';
import { FLAG_WORDS } from './timesheet-words';

export function FlagBadges({ flags }: { flags: readonly TimesheetFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {[...new Set(flags)].map((flag) => (
        <Badge
          key={flag}
          variant={flag === 'no_show' || flag === 'missing_punch' ? 'destructive' : 'warning'}
        >
          {FLAG_WORDS[flag]}
        </Badge>
      ))}
    </span>
  );
}
