// The frame both dashboards share: product name, welcome line, role switch, the page's header
// actions (the notifications bell) and Sign Out.
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/current-user';
import type { RoleView } from '@/lib/role-view';
import { LogoMark } from './logo';
import { RoleSwitch } from './role-switch';
import { Button } from './ui/button';

/** What a dashboard gets from the page that shows it: who is signed in and how they act. */
export interface DashboardSession {
  user: SessionUser;
  roles: readonly RoleView[];
  roleView: RoleView;
  onRoleViewChange: (role: RoleView) => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** Controls the page puts beside Sign Out (the notifications bell); shared code stays feature-free. */
  headerActions?: ReactNode;
}

interface DashboardShellProps {
  session: DashboardSession;
  title: string;
  welcomeName: string;
  children: ReactNode;
}

export function DashboardShell({ session, title, welcomeName, children }: DashboardShellProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        {/* Below lg: logo, bell and Sign Out on the first row, greeting and role switch below.
            The logo block grows into the room left over, so the bell and Sign Out stay beside it
            and a long greeting wraps to its own row rather than squeezing the logo. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:gap-x-6 sm:px-6">
          <div className="flex flex-1 items-center gap-3">
            <LogoMark className="size-9" />
            <div>
              <p className="text-lg leading-tight font-bold text-slate-900">Shynk</p>
              <p className="text-xs text-slate-500">Shift scheduling made simple</p>
            </div>
          </div>
          <div className="order-last flex w-full items-center justify-between gap-3 lg:order-none lg:w-auto">
            <p className="text-sm text-slate-700">Welcome, {welcomeName}</p>
            <RoleSwitch
              roles={session.roles}
              value={session.roleView}
              onChange={session.onRoleViewChange}
            />
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            {session.headerActions}
            <Button
              variant="outline"
              size="sm"
              onClick={session.onSignOut}
              disabled={session.signingOut}
            >
              <LogOut aria-hidden className="size-4" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
