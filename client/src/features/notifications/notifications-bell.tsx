// The header's bell: a badge with the unread count for the current role view, and a
// popup listing the notifications. No polling: the live stream brings the count as it changes
// (lib/live-events.ts); the popup opening and a return after a while away refresh it too.
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadWhenIdle } from '@/lib/load-when-idle';
import type { RoleView } from '@/lib/role-view';
import { useReturnAfterAway } from '@/lib/use-return-after-away';
import { useUnreadCount } from './use-unread-count';
import { notificationKeys } from '@/lib/query-keys';

// Outside the first load: fetched once the page is idle, or when the bell is pressed first.
const loadNotificationsDialog = () => import('./notifications-dialog');
const NotificationsDialog = lazy(loadNotificationsDialog);

export const AWAY_BEFORE_REFRESH_MS = 30_000;

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

export function NotificationsBell({ roleContext }: { roleContext: RoleView }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const unread = useUnreadCount(roleContext).data?.count ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useReturnAfterAway(AWAY_BEFORE_REFRESH_MS, refresh);
  useEffect(() => loadWhenIdle(loadNotificationsDialog), []);

  const onOpenChange = (next: boolean) => {
    if (next) void refresh();
    setOpen(next);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog roleContext={roleContext} open onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
