// What each manager tab shows. Schedule, requests, employees and settings arrive with their own
// features; until then each tab introduces itself.
import { ComingSoon } from '@/components/coming-soon';
import { SectionPanel } from '@/components/section-panel';
import type { ManagerTab } from './manager-tabs';

export function ManagerTabPanel({ tab }: { tab: ManagerTab }) {
  switch (tab) {
    case 'schedule':
      return (
        <SectionPanel title="Weekly Schedule">Your team&apos;s week will appear here.</SectionPanel>
      );
    case 'requests':
      return (
        <SectionPanel title="Time Away Requests">
          Time-off requests from your team will appear here.
        </SectionPanel>
      );
    case 'coaches':
      return (
        <SectionPanel title="Employee Management">
          Your team members and their invitations will appear here.
        </SectionPanel>
      );
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
        <SectionPanel title="Settings">
          Scheduling, reminder and time-off settings will appear here.
        </SectionPanel>
      );
  }
}
