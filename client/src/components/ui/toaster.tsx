// Shows the current toast (lib/toast.ts). The live region is always in the page so screen readers
// announce a toast the moment it appears.
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useServerAway } from '@/lib/server-reach';
import { dismissToast, getCurrentToast, subscribeToToasts, type ToastVariant } from '@/lib/toast';
import { focusRing } from './focus-ring';

const variantStyles: Record<ToastVariant, { box: string; icon: typeof Info }> = {
  default: { box: 'border-slate-200 bg-white text-slate-900', icon: Info },
  destructive: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CircleCheck },
};

export function Toaster() {
  const current = useSyncExternalStore(subscribeToToasts, getCurrentToast);
  // Below the 'Reconnecting…' bar while it shows, so the toast saying why never covers it.
  const belowBar = useServerAway();
  const style = current ? variantStyles[current.variant] : undefined;
  const Icon = style?.icon ?? Info;

  return (
    <div
      role="region"
      aria-label="Notifications"
      aria-live="polite"
      aria-atomic="true"
      data-toaster=""
      // At the top on phones too: dialogs open as bottom sheets there, and a toast must not hide their buttons.
      className={clsx(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-4 sm:justify-end',
        belowBar && 'pt-11',
      )}
    >
      {current && style && (
        <div
          key={current.id}
          data-variant={current.variant}
          className={clsx(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
            style.box,
          )}
        >
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{current.title}</p>
            {current.description && (
              <p className="mt-1 text-sm opacity-90">{current.description}</p>
            )}
            {current.action && (
              <button
                type="button"
                onClick={() => {
                  dismissToast(current.id);
                  current.action!.onClick();
                }}
                className={clsx('mt-2 text-sm font-semibold underline', focusRing)}
              >
                {current.action.label}
              </button>
            )}
          </div>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(current.id)}
            className={clsx('rounded-md p-1 opacity-70 hover:opacity-100', focusRing)}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
