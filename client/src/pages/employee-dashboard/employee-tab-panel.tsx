// What each employee tab shows. Shift requests and time away arrive with their own features;
// until then each tab introduces itself. Feature tabs load on first view.
import { lazy, Suspense } from 'react';
import { ComingSoon } from '@/components/coming-soon';
import { SectionPanel } from '@/components/section-panel';
import { Spinner } from '@/components/ui/spinner';
import type { EmployeeTab } from './employee-tabs';

const EmployeeScheduleTab = lazy(
  () => import('@/features/employee-schedule/employee-schedule-tab'),
);

export function EmployeeTabPanel({ tab }: { tab: EmployeeTab }) {
  switch (tab) {
    case 'schedule':
      return (
        <Suspense fallback={<Spinner className="w-full justify-center py-12" />}>
          <EmployeeScheduleTab />
        </Suspense>
      );
    case 'shift-requests':
      return (
        <SectionPanel title="Shift Requests">
          Shift switch and coverage requests will appear here.
        </SectionPanel>
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
