// The employee dashboard's tabs and how ?tab= values map onto them.
import type { TabItem } from '@/components/ui/tabs';
import type { TabRules } from '@/lib/tab-selection';

// Keys are what ?tab= links carry, so `preferences` (Time Away: time off and unavailability) and
// `payroll` (the person's own timesheet) keep the words older links use.
export type EmployeeTab =
  'schedule' | 'shift-requests' | 'preferences' | 'payroll' | 'side-hustles' | 'settings';

export const EMPLOYEE_TABS: readonly TabItem<EmployeeTab>[] = [
  { value: 'schedule', label: 'My Schedule' },
  { value: 'shift-requests', label: 'Shift Requests' },
  { value: 'preferences', label: 'Time Away' },
  { value: 'payroll', label: 'Payroll' },
  { value: 'side-hustles', label: 'Side Hustles' },
  { value: 'settings', label: 'Settings' },
];

export const EMPLOYEE_TAB_RULES: TabRules<EmployeeTab> = {
  tabs: EMPLOYEE_TABS.map((tab) => tab.value),
  aliases: { 'time-off': 'preferences', requests: 'preferences' },
  fallback: 'schedule',
};
