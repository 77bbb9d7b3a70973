// Whether the server can serve us right now, as the last answer said: a 503 (the database is
// away) or a request that never got an answer (the network) means no, any other answer yes.
// Every call goes through api-client, which reports here; the 'Reconnecting…' banner reads it,
// and the query client retries reads only for these passing failures (isPassingFailure).
import { useSyncExternalStore } from 'react';

let away = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (away === next) return;
  away = next;
  listeners.forEach((listener) => listener());
}

/** What api-client reports after each call: an answer's status, or 'no answer'. */
export function reportReach(outcome: number | 'no answer') {
  set(outcome === 'no answer' || outcome === 503);
}

export function isServerAway(): boolean {
  return away;
}

export function useServerAway(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => away,
    () => false,
  );
}
