// 'Unleash the Shynk': on while the period on screen, or any later date, has a place still open
// on a shift that has not started; otherwise disabled with a hint. It opens the fill dialog, which
// the page composes in.
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenPlaces } from './use-open-places';

/** The hint beside the disabled button: nothing to fill at all, or everything already filled. */
function hintFor(from: string, lastShiftDate: string | null) {
  return lastShiftDate && lastShiftDate >= from
    ? 'Every upcoming place is filled'
    : 'Add current or upcoming shifts first';
}

export function UnleashButton({ from, onClick }: { from: string; onClick: () => void }) {
  const { data } = useOpenPlaces();
  const open = !!data?.lastOpenDate && data.lastOpenDate >= from;
  // No hint until the answer is in: most of the time the button turns on without one.
  const hint = data && !open ? hintFor(from, data.lastShiftDate) : null;
  return (
    <span className="inline-flex flex-col items-stretch sm:items-start">
      <Button
        variant="secondary"
        disabled={!open}
        onClick={onClick}
        aria-describedby={hint ? 'unleash-hint' : undefined}
      >
        <Sparkles aria-hidden className="size-4" />
        Unleash the Shynk
      </Button>
      {hint && (
        <span id="unleash-hint" className="mt-1 text-xs text-slate-500">
          {hint}
        </span>
      )}
    </span>
  );
}
