// What each manager tab shows.
import { lazy, Suspense } from 'react';
import { ComingSoon } from '@/components/coming-soon';
import { Spinner } from '@/components/ui/spinner';
import { EmployeeManagementTab } from './employee-management-tab';
import type { ManagerTab } from './manager-tabs';

// Its own chunk: only managers who open Settings download the forms.
const SettingsTab = lazy(() => import('./manager-settings-tab'));
const loadDraftActions = () =>
  import('@/features/drafts/draft-actions').then(({ DraftActions }) => ({ default: DraftActions }));
const DraftActions = lazy(loadDraftActions);
// The schedule shows Publish and Discard at once: both chunks are fetched side by side, not one
// after the other.
const ScheduleTab = lazy(() => {
  void loadDraftActions();
  return import('@/features/schedule/schedule-tab');
});
// Downloaded the first time the manager opens it.
const CopyScheduleDialog = lazy(() => import('@/features/schedule-copy/copy-schedule-dialog'));
const UnleashDialog = lazy(() => import('@/features/auto-schedule/unleash-dialog'));
const ShiftSwapApprovals = lazy(() => import('@/features/swaps/shift-swap-approvals'));
const TimeAwayRequestsTab = lazy(() => import('./time-away-requests-tab'));
const ClaimsReview = lazy(() => import('@/features/open-shifts/claims-review'));
const BidAwards = lazy(() => import('@/features/open-shifts/bid-awards'));
const ReportsTab = lazy(() => import('@/features/reports/reports-tab'));
const TimesheetsTab = lazy(() => import('@/features/timesheets/timesheets-tab'));

export function ManagerTabPanel({ tab }: { tab: ManagerTab }) {
  switch (tab) {
    case 'schedule':
      return (
        <Suspense
          fallback={<Spinner label="Loading schedule" className="w-full justify-center py-12" />}
        >
          <ScheduleTab
            copySchedule={(props) =>
              props.open && (
                <Suspense fallback={null}>
                  <CopyScheduleDialog {...props} />
                </Suspense>
              )
            }
            drafts={(period) => (
              <Suspense fallback={null}>
                <DraftActions period={period} />
              </Suspense>
            )}
            unleash={(props) =>
              props.open && (
                <Suspense fallback={null}>
                  <UnleashDialog {...props} />
                </Suspense>
              )
            }
          />
        </Suspense>
      );
    case 'requests':
      // One boundary: the cards' chunks load side by side and appear together, instead of each
      // pushing the ones below it down as it arrives.
      return (
        <Suspense
          fallback={<Spinner label="Loading requests" className="w-full justify-center py-12" />}
        >
          <div className="space-y-6">
            <TimeAwayRequestsTab />
            <ShiftSwapApprovals />
            <ClaimsReview />
            <BidAwards />
          </div>
        </Suspense>
      );
    case 'coaches':
      return <EmployeeManagementTab />;
    case 'timesheets':
      return (
        <Suspense
          fallback={<Spinner label="Loading timesheets" className="w-full justify-center py-12" />}
        >
          <TimesheetsTab />
        </Suspense>
      );
    case 'side-hustles':
      return (
        <ComingSoon
          title="Side Hustles"
          description="Future home for tracking your team's side hustles"
        />
      );
    // The tab keeps its old key, so saved tabs and links to ?tab=payroll still open it.
    case 'payroll':
      return (
        <Suspense
          fallback={<Spinner label="Loading reports" className="w-full justify-center py-12" />}
        >
          <ReportsTab />
        </Suspense>
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
