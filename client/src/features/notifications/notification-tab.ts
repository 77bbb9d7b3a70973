// Where a notification leads: each role view lands on the tab that actually holds what it is
// about. Swap and cover traffic belongs with requests, time off with time away, everything else
// with the schedule; the tab keys differ by dashboard (the employee dashboard aliases `requests`
// to Time Away, and the manager dashboard has no `preferences` tab).
import type { RoleView } from '@/lib/role-view';

const SWAP_TYPES: ReadonlySet<string> = new Set(['swap_request', 'swap_response', 'cover_request']);
const TIME_OFF_TYPES: ReadonlySet<string> = new Set(['time_off', 'time_off_response']);

const TABS: Record<RoleView, { swaps: string; timeOff: string }> = {
  employee: { swaps: 'shift-requests', timeOff: 'preferences' },
  manager: { swaps: 'requests', timeOff: 'requests' },
};

// Takes any string: a type added on the server later still leads somewhere sensible.
export function tabForNotification(type: string, roleView: RoleView): string {
  if (SWAP_TYPES.has(type)) return TABS[roleView].swaps;
  if (TIME_OFF_TYPES.has(type)) return TABS[roleView].timeOff;
  return 'schedule';
}

export const notificationHref = (type: string, roleView: RoleView) =>
  `/?tab=${tabForNotification(type, roleView)}`;
