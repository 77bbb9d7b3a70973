// One of the invitations screen's sections (Pending, Accepted or Expired) with its count.
import type { ReactNode } from 'react';

interface InvitationGroupProps {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}

export function InvitationGroup({ id, title, count, empty, children }: InvitationGroupProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        {/* The space keeps the accessible name readable: "Pending 2". */}
        {title}{' '}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {count}
        </span>
      </h3>
      {count === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}
