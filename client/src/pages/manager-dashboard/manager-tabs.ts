// The manager dashboard's tabs and how ?tab= values map onto them.
import type { TabItem } from '@/components/ui/tabs';
import type { TabRules } from '@/lib/tab-selection';

// Keys are what ?tab= links carry, so `coaches` (Employee Management) and `payroll` (Reports)
// keep the words older links use; the code behind them says employees and reports.
export type ManagerTab =
  'schedule' | 'requests' | 'coaches' | 'timesheets' | 'side-hustles' | 'payroll' | 'settings';

export const MANAGER_TABS: readonly TabItem<ManagerTab>[] = [
  { value: 'schedule', label: 'Weekly Schedule' },
  { value: 'requests', label: 'Time Away Requests' },
  { value: 'coaches', label: 'Employee Management' },
  { value: 'timesheets', label: 'Timesheets' },
  { value: 'side-hustles', label: 'Side Hustles', badge: 'Coming Soon' },
  { value: 'payroll', label: 'Reports' },
  { value: 'settings', label: 'Settings' },
];

export const MANAGER_TAB_RULES: TabRules<ManagerTab> = {
  tabs: MANAGER_TABS.map((tab) => tab.value),
  aliases: {
    'time-off': 'requests',
    'shift-requests': 'requests',
    invitations: 'coaches',
    reports: 'payroll',
  },
  fallback: 'schedule',
};
