// The current time, ticking once a second while `running`: the card's timer needs nothing finer,
// and a stopped clock costs nothing.
import { useEffect, useState } from 'react';

export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
