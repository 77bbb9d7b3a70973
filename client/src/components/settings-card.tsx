// One card of the Settings tab: a titled region that shows a spinner while its settings load,
// a way to try again when they fail, and the form once they are here. Lives in components/ since
// several features put cards on that tab.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface SettingsCardProps<T> {
  title: string;
  description: string;
  icon: LucideIcon;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** A button beside the title, such as 'Create token'. */
  action?: ReactNode;
}

export function SettingsCard<T>({
  title,
  description,
  icon: Icon,
  query,
  children,
  action,
}: SettingsCardProps<T>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {action}
      </div>
      <div className="mt-5">
        {query.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={`Loading ${title} settings`} />
          </div>
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-3 text-sm text-slate-600">
            <p>These settings could not load: {query.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          children(query.data)
        )}
      </div>
    </section>
  );
}
