// One notification in the popup: unread ones are tinted and dotted, and say so to screen readers.
// The button is named by its title; the message and time describe it.
import clsx from 'clsx';
import { useId } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { notificationTime } from './notification-time';
import type { UserNotification } from './types';

interface NotificationItemProps {
  notification: UserNotification;
  onOpen: (notification: UserNotification) => void;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { read, title, message, createdAt } = notification;
  const id = useId();
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        aria-label={read ? title : `Unread: ${title}`}
        aria-describedby={`${id}-message ${id}-time`}
        data-unread={!read || undefined}
        className={clsx(
          'flex w-full items-start gap-3 rounded-lg p-3 text-left transition-colors',
          focusRing,
          read ? 'hover:bg-slate-50' : 'bg-brand-50 hover:bg-brand-100',
        )}
      >
        <span
          aria-hidden
          className={clsx('mt-1.5 size-2 shrink-0 rounded-full', !read && 'bg-primary')}
        />
        <span className="min-w-0 flex-1">
          <span
            className={clsx('block text-sm text-slate-900', read ? 'font-medium' : 'font-semibold')}
          >
            {title}
          </span>
          <span id={`${id}-message`} className="mt-0.5 block text-sm break-words text-slate-600">
            {message}
          </span>
          <span id={`${id}-time`} className="mt-1 block text-xs text-slate-500">
            {notificationTime(createdAt)}
          </span>
        </span>
      </button>
    </li>
  );
}
