// The kiosk's board (refreshed every half minute, so people who just arrived appear), its punch
// key, and its punch by PIN. All carry the device token, never a session: a 401 here means the
// kiosk was revoked (or a PIN did not match), not that anyone signed out.
//
// Offline, a punch is sealed to the server's key and waits in the punch queue under the kiosk
// (punch-queue.ts), with the device's time of the tap: the PIN is checked when it is sent, so
// the kiosk can only say it is saved, and tells whoever looks next if it was refused.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { PunchKind } from '@shared/validators/time-clock';
import { ApiError, apiRequest, isPassingFailure } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { kioskKeys } from '@/lib/query-keys';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useOnlineStatus } from '@/lib/use-online-status';
import { STATE_AFTER } from '../clock-state';
import { newIdempotencyKey } from '../punch-body';
import {
  enqueuePunch,
  KIOSK_QUEUE,
  sealedPunches,
  sendQueuedPunches,
  subscribeToPunchQueue,
  type SealedPunch,
} from '../punch-queue';
import {
  kioskBoardSchema,
  kioskPunchKeySchema,
  kioskPunchSchema,
  type KioskBoard,
  type KioskPunchAnswer,
  type KioskPunchKey,
} from './kiosk-answers';
import { kioskCopy } from './kiosk-copy';
import { kioskHeaders } from './kiosk-token';
import { sealPunch } from './seal-punch';

const BOARD_REFRESH_MS = 30_000;

// Kept on the tablet, so that a kiosk reloaded offline starts from them (kiosk-copy.ts).
const boardCopy = kioskCopy(STORAGE_KEYS.kioskBoard, kioskBoardSchema);
const punchKeyCopy = kioskCopy(STORAGE_KEYS.kioskPunchKey, kioskPunchKeySchema);

const boardQuery = (token: string) =>
  queryOptions({
    queryKey: kioskKeys.board(token),
    queryFn: async ({ signal }) =>
      boardCopy.keep(
        token,
        await apiRequest(
          'GET',
          '/api/kiosk/board',
          kioskBoardSchema,
          undefined,
          signal,
          kioskHeaders(token),
        ),
      ),
    initialData: () => boardCopy.read(token)?.value,
    initialDataUpdatedAt: () => boardCopy.read(token)?.keptAt,
    refetchInterval: BOARD_REFRESH_MS,
    staleTime: 0,
    meta: { ignoreUnauthorized: true },
  });

export const useKioskBoard = (token: string) => useQuery(boardQuery(token));

/** The organization's key never changes: read once while online, kept for the offline hours. */
const punchKeyQuery = (token: string) =>
  queryOptions({
    queryKey: kioskKeys.punchKey(token),
    queryFn: async ({ signal }) =>
      punchKeyCopy.keep(
        token,
        await apiRequest(
          'GET',
          '/api/kiosk/punch-key',
          kioskPunchKeySchema,
          undefined,
          signal,
          kioskHeaders(token),
        ),
      ),
    initialData: () => punchKeyCopy.read(token)?.value,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { ignoreUnauthorized: true },
  });

export const useKioskPunchKey = (token: string) => useQuery(punchKeyQuery(token));

export interface KioskPunch {
  employeeId: number;
  pin: string;
  kind: PunchKind;
}

/** Checked by the server now, or saved sealed on this kiosk to be checked once online. */
export type KioskPunchResult =
  { checked: KioskPunchAnswer } | { saved: { kind: PunchKind; at: string } };

/** The board as a saved punch leaves it, so the person's next punch offline is the right one. */
function moveOnBoard(queryClient: QueryClient, token: string, punch: KioskPunch, at: string) {
  const moved = queryClient.setQueryData<KioskBoard | undefined>(
    kioskKeys.board(token),
    (board: KioskBoard | undefined) =>
      board && {
        ...board,
        people: board.people.map((person) =>
          person.employeeId === punch.employeeId
            ? { ...person, state: STATE_AFTER[punch.kind], since: at }
            : person,
        ),
      },
  );
  // A reload before the connection returns keeps the person where the punch put them.
  if (moved) boardCopy.keep(token, moved);
}

export function useKioskPunch(token: string, key: KioskPunchKey | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline is this mutation's business: it saves the punch instead of waiting to be online.
    networkMode: 'always',
    mutationFn: async (punch: KioskPunch): Promise<KioskPunchResult> => {
      // One key for the tap, whether it goes now or later: a send the server did get is not
      // recorded again when the saved copy follows.
      const idempotencyKey = newIdempotencyKey();
      const deviceTime = new Date().toISOString();
      const save = async (): Promise<KioskPunchResult> => {
        if (!key) throw new Error(KIOSK_CANNOT_SAVE);
        const sealed = await sealPunch(key, { ...punch, idempotencyKey, deviceTime });
        enqueuePunch(KIOSK_QUEUE, { body: { idempotencyKey, deviceTime, sealed } });
        moveOnBoard(queryClient, token, punch, deviceTime);
        return { saved: { kind: punch.kind, at: deviceTime } };
      };
      // Earlier punches still waiting go first, so the server sees them in the order made.
      if (!navigator.onLine || sealedPunches().length > 0) return save();
      try {
        const checked = await apiRequest(
          'POST',
          '/api/kiosk/punch',
          kioskPunchSchema,
          { ...punch, idempotencyKey },
          undefined,
          kioskHeaders(token),
        );
        return { checked };
      } catch (error) {
        if (isPassingFailure(error)) return save();
        throw error;
      }
    },
    meta: { ignoreUnauthorized: true },
    onSuccess: (result) =>
      'checked' in result
        ? queryClient.invalidateQueries({ queryKey: boardQuery(token).queryKey })
        : undefined,
  });
}

export const KIOSK_CANNOT_SAVE =
  "You're offline, and this kiosk can't save punches yet: punch on your phone";

/** A saved punch the server refused: when it was made and why, never whose. */
export interface RefusedPunch {
  idempotencyKey: string;
  at: string;
  reason: string;
}

// Tried again later: no connection, the server away, or too many refusals for now.
const tryLater = (error: unknown) =>
  isPassingFailure(error) || (error instanceof ApiError && error.status === 429);

/**
 * The kiosk's saved punches: sent whenever the kiosk is online with some waiting (on the way
 * back online, and at each board refresh, which also retries after a 429), and those refused.
 */
export function useSavedKioskPunches(token: string, boardUpdatedAt: number) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const waiting = useSyncExternalStore(subscribeToPunchQueue, sealedPunches);
  const [refused, setRefused] = useState<RefusedPunch[]>([]);
  const hasWaiting = waiting.length > 0;

  useEffect(() => {
    if (!online || !hasWaiting) return;
    void sendQueuedPunches<SealedPunch>(
      KIOSK_QUEUE,
      (punch) =>
        apiRequest(
          'POST',
          '/api/kiosk/offline-punch',
          kioskPunchSchema,
          { sealed: punch.body.sealed },
          undefined,
          kioskHeaders(token),
        ),
      (error, punch) =>
        setRefused((list) => [
          ...list,
          {
            idempotencyKey: punch.body.idempotencyKey,
            at: punch.body.deviceTime,
            reason: serverMessage(error, "it couldn't be checked"),
          },
        ]),
      tryLater,
    ).then(() => queryClient.invalidateQueries({ queryKey: boardQuery(token).queryKey }));
  }, [online, hasWaiting, boardUpdatedAt, token, queryClient]);

  const dismiss = useCallback(() => setRefused([]), []);
  return { waiting: waiting.length, refused, dismiss };
}
