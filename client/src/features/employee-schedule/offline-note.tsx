// Offline, the service worker answers with the schedule last loaded here; this says so. Back
// online, the shifts are read again so the page never keeps showing a stale copy.
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { shiftKeys } from '@/lib/query-keys';
import { useOnlineStatus } from '@/lib/use-online-status';

export function OfflineNote() {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);

  useEffect(() => {
    if (online && !wasOnline.current)
      void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    wasOnline.current = online;
  }, [online, queryClient]);

  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      You are offline. Showing your last loaded schedule.
    </p>
  );
}
