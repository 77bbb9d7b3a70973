// A centred card page with the logo above it: the frame for token pages and the 404 page.
import type { ReactNode } from 'react';
import { Logo } from './logo';

export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-10">
      <Logo />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="mt-4 text-sm text-slate-600">{children}</div>
      </div>
    </main>
  );
}
