// The manager dashboard: tabbed sections inside the shared dashboard frame.
import { displayName } from '@shared/domain/display-name';
import { AccessDenied } from '@/components/access-denied';
import { DashboardShell, type DashboardSession } from '@/components/dashboard-shell';
import { DashboardTabs } from '@/components/dashboard-tabs';
import { LocationPicker } from '@/features/locations/location-picker';
import { PushOffer } from '@/features/notification-preferences/push-offer';
import { OnboardingPanel } from '@/features/onboarding/onboarding-panel';
import { LocationChoiceProvider, useLocationChoiceState } from '@/lib/location-choice';
import { availableRoleViews } from '@/lib/role-view';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useTabSelection } from '@/lib/use-tab-selection';
import { ManagerTabPanel } from './manager-tab-panel';
import { MANAGER_TAB_RULES, MANAGER_TABS } from './manager-tabs';

export default function ManagerDashboard({ session }: { session: DashboardSession }) {
  const [tab, selectTab] = useTabSelection(MANAGER_TAB_RULES, STORAGE_KEYS.managerActiveTab);
  // The dashboard does not trust its caller: only a manager acting as manager gets in.
  const allowed =
    session.roleView === 'manager' && availableRoleViews(session.user.role).includes('manager');
  const locationChoice = useLocationChoiceState(session.user);

  return (
    <LocationChoiceProvider value={locationChoice}>
      <DashboardShell
        session={{
          ...session,
          headerActions: (
            <>
              {allowed && <LocationPicker />}
              {session.headerActions}
            </>
          ),
        }}
        title="Manager Dashboard"
        welcomeName={displayName(session.user, 'Manager')}
      >
        {allowed ? (
          <>
            <OnboardingPanel />
            <PushOffer />
            <DashboardTabs
              items={MANAGER_TABS}
              value={tab}
              onValueChange={selectTab}
              label="Dashboard section"
            >
              <ManagerTabPanel tab={tab} />
            </DashboardTabs>
          </>
        ) : (
          <AccessDenied />
        )}
      </DashboardShell>
    </LocationChoiceProvider>
  );
}
