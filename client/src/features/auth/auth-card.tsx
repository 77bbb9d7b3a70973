// The white card of the sign-in screen, holding either the Sign In or the registration form.
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{description}</p>
      {children}
      <p className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
        {footer}
      </p>
    </div>
  );
}
