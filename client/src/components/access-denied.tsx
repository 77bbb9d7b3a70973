// Shown when a dashboard is reached in a role view it does not serve.
import { ShieldAlert } from 'lucide-react';

export function AccessDenied() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <ShieldAlert aria-hidden className="size-10 text-red-500" />
      <h2 className="text-xl font-semibold text-slate-900">Access denied</h2>
      <p className="text-sm text-slate-600">
        This dashboard is not available in your current view.
      </p>
    </div>
  );
}
