// The kiosk's board (refreshed every half minute, so people who just arrived appear) and its
// punch by PIN. Both carry the device token, never a session: a 401 here means the kiosk was
// revoked, not that anyone signed out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PunchKind } from '@shared/validators/time-clock';
import { apiRequest } from '@/lib/api-client';
import { kioskKeys } from '@/lib/query-keys';
import { newIdempotencyKey } from '../punch-body';
import { kioskBoardSchema, kioskPunchSchema } from './kiosk-answers';
import { kioskHeaders } from './kiosk-token';

const BOARD_REFRESH_MS = 30_000;

const boardQuery = (token: string) =>
  queryOptions({
    queryKey: kioskKeys.board(token),
    queryFn: ({ signal }) =>
      apiRequest(
        'GET',
        '/api/kiosk/board',
        kioskBoardSchema,
        undefined,
        signal,
        kioskHeaders(token),
      ),
    refetchInterval: BOARD_REFRESH_MS,
    staleTime: 0,
    meta: { ignoreUnauthorized: true },
  });

export const useKioskBoard = (token: string) => useQuery(boardQuery(token));

export interface KioskPunch {
  employeeId: number;
  pin: string;
  kind: PunchKind;
}

export function useKioskPunch(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (punch: KioskPunch) =>
      apiRequest(
        'POST',
        '/api/kiosk/punch',
        kioskPunchSchema,
        { ...punch, idempotencyKey: newIdempotencyKey() },
        undefined,
        kioskHeaders(token),
      ),
    meta: { ignoreUnauthorized: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardQuery(token).queryKey }),
  });
}
