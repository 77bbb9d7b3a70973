// A quiet bar while the server cannot serve (its database away, or no network): it says
// 'Reconnecting…' and asks the server's readiness check now and then, less often the longer it
// takes. When the server is ready again the bar goes and the reads that failed meanwhile load
// again; what a person typed in an open dialog is untouched throughout.
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { reportReach, useServerAway } from '@/lib/server-reach';

/** Waits between readiness checks; the last one repeats. */
export const PROBE_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export function ReconnectingBanner({
  probeDelaysMs = PROBE_DELAYS_MS,
}: {
  probeDelaysMs?: number[];
}) {
  const away = useServerAway();
  const client = useQueryClient();

  useEffect(() => {
    if (!away) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const probe = async () => {
      const ready = await fetch('/readyz', { cache: 'no-store' }).then(
        (response) => response.ok,
        () => false,
      );
      if (stopped) return;
      if (!ready) return schedule();
      reportReach(200);
      void client.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    };
    const schedule = () => {
      const delay = probeDelaysMs[Math.min(attempt++, probeDelaysMs.length - 1)] ?? 0;
      timer = setTimeout(() => void probe(), delay);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [away, client, probeDelaysMs]);

  if (!away) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[55] flex items-center justify-center gap-2 bg-slate-800 px-4 py-1.5 text-xs font-medium text-white"
    >
      <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
      Reconnecting…
    </div>
  );
}
