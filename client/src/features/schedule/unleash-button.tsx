// 'Unleash the Shynk': disabled with a hint while there is nothing current or upcoming to work on;
// otherwise it opens the fill dialog, which the page composes in.
import { Sparkles } from 'lucide-react';
import { addDaysIso } from '@shared/domain/dates';
import { Button } from '@/components/ui/button';
import { useRangeShifts } from './use-shifts';

/** How far ahead "upcoming" looks: the default advance-scheduling window of 4 weeks. */
const UPCOMING_DAYS = 28;

export function UnleashButton({ today, onClick }: { today: string; onClick: () => void }) {
  const { data } = useRangeShifts(today, addDaysIso(today, UPCOMING_DAYS));
  const hasShifts = (data?.length ?? 0) > 0;
  return (
    <span className="inline-flex flex-col items-stretch sm:items-start">
      <Button
        variant="secondary"
        disabled={!hasShifts}
        onClick={onClick}
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
