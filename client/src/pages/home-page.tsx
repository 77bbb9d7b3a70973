// /, /manager-dashboard and /coach-dashboard: the signed-in user's role view picks the
// dashboard. Each dashboard is its own chunk, so nobody downloads the other role's screens.
import { lazy, Suspense } from 'react';
import { Redirect } from 'wouter';
import type { DashboardSession } from '@/components/dashboard-shell';
import { PageCard } from '@/components/page-card';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useLogout } from '@/features/auth/use-logout';
import { NotificationsBell } from '@/features/notifications/notifications-bell';
import type { SessionUser } from '@/lib/current-user';
import { useRoleView } from '@/lib/role-view';
import { paths } from '@/paths';

const ManagerDashboard = lazy(() => import('@/pages/manager-dashboard/manager-dashboard'));
const EmployeeDashboard = lazy(() => {
  // Its first tab's code too, fetched beside the dashboard's rather than after it has run.
  void import('@/features/employee-schedule/employee-schedule-tab');
  return import('@/pages/employee-dashboard/employee-dashboard');
});

export default function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  // Keyed by id: a different user never inherits the previous one's role view.
  return <RoleDashboard key={user.id} user={user} />;
}

function RoleDashboard({ user }: { user: SessionUser }) {
  const { roles, roleView, setRoleView } = useRoleView(user);
  const logout = useLogout();

  if (!roleView) {
    return (
      <PageCard title="Invalid User Role">
        <p>Please contact your administrator.</p>
        <Button
          variant="outline"
          className="mt-6 w-full"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Sign Out
        </Button>
      </PageCard>
    );
  }

  const session: DashboardSession = {
    user,
    roles,
    roleView,
    onRoleViewChange: setRoleView,
    onSignOut: () => logout.mutate(),
    signingOut: logout.isPending,
    headerActions: <NotificationsBell roleContext={roleView} />,
  };
  const Dashboard = roleView === 'manager' ? ManagerDashboard : EmployeeDashboard;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Dashboard session={session} />
    </Suspense>
  );
}
