// What each employee tab shows. Schedule, shift requests and time away arrive with their own
// features; until then each tab introduces itself.
import { lazy, Suspense } from 'react';
import { ComingSoon } from '@/components/coming-soon';
import { SectionPanel } from '@/components/section-panel';
import { Spinner } from '@/components/ui/spinner';
import type { EmployeeTab } from './employee-tabs';

const ShiftRequestsTab = lazy(() => import('@/features/swaps/shift-requests-tab'));

export function EmployeeTabPanel({ tab }: { tab: EmployeeTab }) {
  switch (tab) {
    case 'schedule':
      return (
        <SectionPanel title="My Schedule">Your upcoming shifts will appear here.</SectionPanel>
      );
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
        <SectionPanel title="Time Away">
          Your time-off requests and regular unavailability will appear here.
        </SectionPanel>
      );
    case 'payroll':
      return (
        <ComingSoon
          title="My Payroll"
          description="Future home for viewing your timesheets and payroll information"
        />
      );
    case 'side-hustles':
      return (
        <ComingSoon title="Side Hustles" description="Future home for tracking your side hustles" />
      );
  }
}
