// Runs `onReturn` when the user comes back to the page (tab shown again or window refocused)
// after more than `awayMs` away. The app never polls, so this is how a long-open page
// catches up with what happened meanwhile.
import { useEffect, useEffectEvent } from 'react';

export function useReturnAfterAway(awayMs: number, onReturn: () => void) {
  const handleReturn = useEffectEvent(onReturn);

  useEffect(() => {
    let leftAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const leave = () => {
      leftAt ??= Date.now();
    };
    // Coming back fires both visibilitychange and focus: the first one clears leftAt.
    const come = () => {
      if (leftAt !== null && Date.now() - leftAt > awayMs) handleReturn();
      leftAt = null;
    };
    const onVisibilityChange = () => (document.visibilityState === 'hidden' ? leave() : come());

    window.addEventListener('blur', leave);
    window.addEventListener('focus', come);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', come);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [awayMs]);
}
