// The popup's body: the list for the current role view, a mark-all action, and the empty state.
import { CheckCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { notificationPath } from '@shared/domain/notification-tab';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { RoleView } from '@/lib/role-view';
import { useNotifications } from './use-notifications';
import { useMarkAllRead } from './use-mark-all-read';
import { useMarkNotificationRead } from './use-mark-notification-read';
import { NotificationItem } from './notification-item';
import type { UserNotification } from './types';

interface NotificationsPanelProps {
  roleContext: RoleView;
  /** Closes the popup before the dashboard switches tab. */
  onNavigate: () => void;
}

export function NotificationsPanel({ roleContext, onNavigate }: NotificationsPanelProps) {
  const notifications = useNotifications(roleContext);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllRead(roleContext);
  const [, navigate] = useLocation();
  const items = notifications.data ?? [];
  const hasUnread = items.some((item) => !item.read);

  const open = (notification: UserNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate();
    navigate(notificationPath(notification.type, roleContext));
  };

  if (notifications.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading notifications" />
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-slate-600">
        <p>Notifications could not load.</p>
        <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-600">No notifications</p>;
  }

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => markAllRead.mutate()}
          disabled={!hasUnread || markAllRead.isPending}
        >
          <CheckCheck aria-hidden className="size-4" />
          Mark all as read
        </Button>
      </div>
      <ul className="-mx-2 space-y-1">
        {items.map((item) => (
          <NotificationItem key={item.id} notification={item} onOpen={open} />
        ))}
      </ul>
    </div>
  );
}
