// What each employee tab shows. Feature tabs load on first view.
import { lazy, Suspense } from 'react';
import { ComingSoon } from '@/components/coming-soon';
import { Spinner } from '@/components/ui/spinner';
import type { EmployeeTab } from './employee-tabs';
import { ScheduleWithRequests } from './schedule-with-requests';

const ShiftRequestsTab = lazy(() => import('@/features/swaps/shift-requests-tab'));
// Its own chunk: loaded when the employee opens Time Away.
const TimeAwayTab = lazy(() => import('./time-away-tab'));
// A person's own notification settings: devices and notification preferences.
const NotificationSettings = lazy(
  () => import('@/features/notification-preferences/notification-settings'),
);

const KioskPinForm = lazy(() => import('@/features/time-clock/kiosk-pin-form'));
const MyTimesheet = lazy(() => import('@/features/timesheets/my-timesheet'));

export function EmployeeTabPanel({ tab }: { tab: EmployeeTab }) {
  switch (tab) {
    case 'schedule':
      return <ScheduleWithRequests />;
    case 'shift-requests':
      return (
        <Suspense
          fallback={
            <Spinner label="Loading shift requests" className="w-full justify-center py-12" />
          }
        >
          <ShiftRequestsTab />
        </Suspense>
      );
    case 'preferences':
      return (
        <Suspense
          fallback={<Spinner label="Loading time away" className="w-full justify-center py-12" />}
        >
          <TimeAwayTab />
        </Suspense>
      );
    case 'payroll':
      return (
        <Suspense
          fallback={
            <Spinner label="Loading your timesheet" className="w-full justify-center py-12" />
          }
        >
          <MyTimesheet />
        </Suspense>
      );
    case 'side-hustles':
      return (
        <ComingSoon title="Side Hustles" description="Future home for tracking your side hustles" />
      );
    case 'settings':
      return (
        <Suspense
          fallback={<Spinner label="Loading settings" className="w-full justify-center py-12" />}
        >
          <div className="space-y-6">
            <KioskPinForm />
            <NotificationSettings />
          </div>
        </Suspense>
      );
  }
}
