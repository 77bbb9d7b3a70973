// The employee dashboard: tabbed sections inside the shared dashboard frame.
import { lazy, Suspense } from 'react';
import { displayName } from '@shared/domain/display-name';
import { AccessDenied } from '@/components/access-denied';
import { DashboardShell, type DashboardSession } from '@/components/dashboard-shell';
import { DashboardTabs } from '@/components/dashboard-tabs';
import { PushOffer } from '@/features/notification-preferences/push-offer';
import { ClockCardFrame } from '@/features/time-clock/clock-card-frame';
import { availableRoleViews } from '@/lib/role-view';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useTabSelection } from '@/lib/use-tab-selection';
import { EmployeeTabPanel } from './employee-tab-panel';
import { EMPLOYEE_TAB_RULES, EMPLOYEE_TABS } from './employee-tabs';

// Its own chunk, fetched beside the dashboard's: the first thing a person at work reaches for.
const ClockCard = lazy(() => import('@/features/time-clock/clock-card'));

export default function EmployeeDashboard({ session }: { session: DashboardSession }) {
  const [tab, selectTab] = useTabSelection(EMPLOYEE_TAB_RULES, STORAGE_KEYS.employeeActiveTab);
  // The dashboard does not trust its caller: only a role allowed the employee view gets in.
  const allowed =
    session.roleView === 'employee' && availableRoleViews(session.user.role).includes('employee');

  return (
    <DashboardShell
      session={session}
      title="My Dashboard"
      welcomeName={displayName(session.user, 'Employee')}
    >
      {allowed ? (
        <>
          <PushOffer />
          <Suspense fallback={<ClockCardFrame />}>
            <ClockCard userId={session.user.id} />
          </Suspense>
          <DashboardTabs
            items={EMPLOYEE_TABS}
            value={tab}
            onValueChange={selectTab}
            label="Dashboard section"
          >
            <EmployeeTabPanel tab={tab} />
          </DashboardTabs>
        </>
      ) : (
        <AccessDenied />
      )}
    </DashboardShell>
  );
}
