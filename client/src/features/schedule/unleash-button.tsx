// 'Unleash the Shynk': present, and disabled with a hint while there is nothing current or
// upcoming to work on. What it does comes with a later issue.
import { Sparkles } from 'lucide-react';
import { addDaysIso } from '@shared/domain/dates';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRangeShifts } from './use-shifts';

/** How far ahead "upcoming" looks: the default advance-scheduling window of 4 weeks. */
const UPCOMING_DAYS = 28;

export function UnleashButton({ today }: { today: string }) {
  const { data } = useRangeShifts(today, addDaysIso(today, UPCOMING_DAYS));
  const hasShifts = (data?.length ?? 0) > 0;
  return (
    <span className="inline-flex flex-col items-stretch sm:items-start">
      <Button
        variant="secondary"
        disabled={!hasShifts}
        onClick={() => toast({ title: 'Unleash the Shynk', description: 'Coming soon' })}
        aria-describedby={hasShifts ? undefined : 'unleash-hint'}
      >
        <Sparkles aria-hidden className="size-4" />
        Unleash the Shynk
      </Button>
      {!hasShifts && (
        <span id="unleash-hint" className="mt-1 text-xs text-slate-500">
          Add current or upcoming shifts first
        </span>
      )}
    </span>
  );
}
