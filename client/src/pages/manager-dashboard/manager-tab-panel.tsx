// What each manager tab shows.
import { lazy, Suspense } from 'react';
import { ComingSoon } from '@/components/coming-soon';
import { Spinner } from '@/components/ui/spinner';
import { EmployeeManagementTab } from './employee-management-tab';
import type { ManagerTab } from './manager-tabs';

// Its own chunk: only managers who open Settings download the forms.
const SettingsTab = lazy(() => import('@/features/settings/settings-tab'));
const ScheduleTab = lazy(() => import('@/features/schedule/schedule-tab'));
const TimeAwayRequestsTab = lazy(() => import('@/features/time-off/time-away-requests-tab'));

export function ManagerTabPanel({ tab }: { tab: ManagerTab }) {
  switch (tab) {
    case 'schedule':
      return (
        <Suspense
          fallback={<Spinner label="Loading schedule" className="w-full justify-center py-12" />}
        >
          <ScheduleTab />
        </Suspense>
      );
    case 'requests':
      return (
        <Suspense
          fallback={<Spinner label="Loading requests" className="w-full justify-center py-12" />}
        >
          <TimeAwayRequestsTab />
        </Suspense>
      );
    case 'coaches':
      return <EmployeeManagementTab />;
    case 'side-hustles':
      return (
        <ComingSoon
          title="Side Hustles"
          description="Future home for tracking your team's side hustles"
        />
      );
    case 'payroll':
      return (
        <ComingSoon
          title="Payroll"
          description="Future home for timesheets and payroll for your team"
        />
      );
    case 'settings':
      return (
        <Suspense
          fallback={<Spinner label="Loading settings" className="w-full justify-center py-12" />}
        >
          <SettingsTab />
        </Suspense>
      );
  }
}
