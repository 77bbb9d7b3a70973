// Toggles between the Manager and Employee view for users allowed more than one.
import clsx from 'clsx';
import type { RoleView } from '@/lib/role-view';
import { focusRing } from './ui/focus-ring';

const ROLE_LABELS: Record<RoleView, string> = { manager: 'Manager', employee: 'Employee' };

interface RoleSwitchProps {
  roles: readonly RoleView[];
  value: RoleView;
  onChange: (role: RoleView) => void;
}

export function RoleSwitch({ roles, value, onChange }: RoleSwitchProps) {
  if (roles.length < 2) return null;
  return (
    <div
      role="group"
      aria-label="View as"
      className="inline-flex rounded-lg border border-slate-200 bg-slate-100 p-0.5"
    >
      {roles.map((role) => {
        const active = role === value;
        return (
          <button
            key={role}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(role)}
            className={clsx(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              focusRing,
              active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {ROLE_LABELS[role]}
          </button>
        );
      })}
    </div>
  );
}
