// What each employee tab shows. Schedule, shift requests and time away arrive with their own
// features; until then each tab introduces itself.
import { ComingSoon } from '@/components/coming-soon';
import { SectionPanel } from '@/components/section-panel';
import type { EmployeeTab } from './employee-tabs';

export function EmployeeTabPanel({ tab }: { tab: EmployeeTab }) {
  switch (tab) {
    case 'schedule':
      return (
        <SectionPanel title="My Schedule">Your upcoming shifts will appear here.</SectionPanel>
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
