// /, /manager-dashboard and /coach-dashboard: the signed-in user's role view picks the
// dashboard. Each dashboard is its own chunk, so nobody downloads the other role's screens.
import { lazy, Suspense } from 'react';
import { Redirect } from 'wouter';
import type { DashboardSession } from '@/components/dashboard-shell';
import { PageCard } from '@/components/page-card';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isPassingFailure } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useLiveEvents } from '@/lib/live-events';
import { useLogout } from '@/features/auth/use-logout';
import { UnsentPunchesDialog } from '@/features/time-clock/unsent-punches-dialog';
import { sendPunchesBeforeSignOut } from '@/features/time-clock/use-punch';
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
  const { data: user, isPending, error, refetch } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  // Not knowing who is signed in (the server away) is not being signed out: stay, and load the
  // dashboard once the server answers (the Reconnecting bar tries again by itself too).
  if (user === undefined && isPassingFailure(error))
    return <CannotReachServer onRetry={() => void refetch()} />;
  if (!user) return <Redirect to={paths.auth} replace />;
  // Keyed by id: a different user never inherits the previous one's role view.
  return <RoleDashboard key={user.id} user={user} />;
}

function CannotReachServer({ onRetry }: { onRetry: () => void }) {
  return (
    <PageCard title="Cannot reach Shynk">
      <p>
        The server is not answering right now. Nothing you saved is lost; this page loads again by
        itself once it answers.
      </p>
      <Button variant="outline" className="mt-6 w-full" onClick={onRetry}>
        Try again
      </Button>
    </PageCard>
  );
}

function RoleDashboard({ user }: { user: SessionUser }) {
  const { roles, roleView, setRoleView } = useRoleView(user);
  const logout = useLogout(sendPunchesBeforeSignOut);
  // Changes made by anyone, on any screen, show here without a reload.
  useLiveEvents();

  const unsentPunches = (
    <UnsentPunchesDialog
      count={logout.unsent}
      onSignOut={logout.signOutAnyway}
      onStay={logout.stay}
    />
  );

  if (!roleView) {
    return (
      <PageCard title="Invalid User Role">
        <p>Please contact your administrator.</p>
        <Button
          variant="outline"
          className="mt-6 w-full"
          onClick={logout.signOut}
          disabled={logout.isPending}
        >
          Sign Out
        </Button>
        {unsentPunches}
      </PageCard>
    );
  }

  const session: DashboardSession = {
    user,
    roles,
    roleView,
    onRoleViewChange: setRoleView,
    onSignOut: logout.signOut,
    signingOut: logout.isPending,
    headerActions: <NotificationsBell roleContext={roleView} />,
  };
  const Dashboard = roleView === 'manager' ? ManagerDashboard : EmployeeDashboard;
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Dashboard session={session} />
      </Suspense>
      {unsentPunches}
    </>
  );
}
