// The request lists: outgoing, incoming, and the managers' approval queue. Every change to a
// request refreshes all three, and an approval refreshes the shift reads too.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SwitchRequest } from './types';

export const MY_REQUESTS_KEY = ['/api/schedule-switch/my'] as const;
export const INCOMING_REQUESTS_KEY = ['/api/schedule-switch/incoming'] as const;
export const AWAITING_APPROVAL_KEY = ['/api/schedule-switch/awaiting-approval'] as const;

export const useMyRequests = () => useQuery<SwitchRequest[]>({ queryKey: MY_REQUESTS_KEY });
export const useIncomingRequests = () =>
  useQuery<SwitchRequest[]>({ queryKey: INCOMING_REQUESTS_KEY });
export const useAwaitingApproval = () =>
  useQuery<SwitchRequest[]>({ queryKey: AWAITING_APPROVAL_KEY });

/** Requests, and every shift read whose assignments an approval may have changed. */
export function invalidateSwitchRequests(client: QueryClient) {
  const prefixes = [
    '/api/schedule-switch',
    '/api/shifts',
    '/api/shifts-for-swap',
    '/api/employees',
  ];
  return client.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === 'string' && prefixes.some((prefix) => first.startsWith(prefix));
    },
  });
}
