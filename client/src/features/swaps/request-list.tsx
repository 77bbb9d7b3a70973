// A titled list of requests with its loading, error and empty states.
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SwapRequest } from './types';

interface RequestListProps {
  title: string;
  query: UseQueryResult<SwapRequest[]>;
  empty: string;
  children: (request: SwapRequest) => ReactNode;
  /** h2 when the list is a card of its own on a tab (the manager's), h3 under a tab's heading. */
  headingLevel?: 'h2' | 'h3';
}

export function RequestList({
  title,
  query,
  empty,
  children,
  headingLevel: Heading = 'h3',
}: RequestListProps) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading
        id={headingId}
        className={clsx('font-semibold text-slate-900', Heading === 'h2' ? 'text-lg' : 'text-base')}
      >
        {title}
      </Heading>
      <div className="mt-3">
        {query.isPending ? (
          <Spinner label={`Loading ${title}`} className="w-full justify-center py-6" />
        ) : query.isError ? (
          <div className="space-y-2 text-sm text-red-700" role="alert">
            <p>Could not load {title.toLowerCase()}.</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-500">{empty}</p>
        ) : (
          <ul className="space-y-3">{query.data.map(children)}</ul>
        )}
      </div>
    </section>
  );
}
