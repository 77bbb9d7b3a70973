// The loading, error and empty states every time-away list shares.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

export function ListStates<T>({
  query,
  empty,
  label,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  label: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${label}`} className="py-6" />;
  if (query.isError)
    return (
      <p role="alert" className="py-4 text-sm text-red-600">
        Could not load {label}: {query.error.message}
      </p>
    );
  if (query.data.length === 0) return <p className="py-4 text-sm text-slate-500">{empty}</p>;
  return <>{children(query.data)}</>;
}
