// One tap of the clock card: find where the phone is (when the location has a geofence), then
// send the punch, or, with no connection, keep it with the device's time to send later. Queued
// punches go out in order when the browser is back online, before any new one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { PunchKind } from '@shared/validators/time-clock';
import { apiRequest, isPassingFailure } from '@/lib/api-client';
import { clockKeys, timesheetKeys } from '@/lib/query-keys';
import { toastError } from '@/lib/toast';
import { punchAnswerSchema } from './clock-answers';
import { currentPosition } from './geolocation';
import { newIdempotencyKey, PUNCH_URLS, type ClockPunchBody } from './punch-body';
import {
  enqueuePunch,
  queuedPunches,
  sendQueuedPunches,
  subscribeToPunchQueue,
  type QueuedPunch,
} from './punch-queue';

export interface PunchRequest {
  kind: PunchKind;
  shiftId?: number;
  reason?: string;
}

export const usePunchQueue = (userId: number) =>
  useSyncExternalStore(subscribeToPunchQueue, () => queuedPunches(userId));

/** Sends the queued punches oldest first; stops at the first one that finds no connection. */
const flushPunchQueue = (userId: number, onRefused: (error: unknown) => void) =>
  sendQueuedPunches<QueuedPunch>(
    userId,
    (punch) => apiRequest('POST', PUNCH_URLS[punch.kind], punchAnswerSchema, punch.body),
    onRefused,
  );

const toastRefused = (error: unknown) =>
  toastError('A punch recorded offline was not accepted', error);

/**
 * Before signing out: sends this person's waiting punches while their session still can, and
 * says how many are left (no connection). Those stay on this device, under their id, until they
 * next sign in here: only their own session may send them.
 */
export async function sendPunchesBeforeSignOut(userId: number): Promise<number> {
  if (navigator.onLine && queuedPunches(userId).length > 0)
    await flushPunchQueue(userId, toastRefused);
  return queuedPunches(userId).length;
}

export function usePunch(userId: number, geofenced: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clockKeys.all });

  const flush = async () => {
    await flushPunchQueue(userId, toastRefused);
    await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: timesheetKeys.all })]);
  };

  useEffect(() => {
    const sendQueued = () => {
      if (queuedPunches(userId).length > 0) void flush();
    };
    if (navigator.onLine) sendQueued();
    window.addEventListener('online', sendQueued);
    return () => window.removeEventListener('online', sendQueued);
    // flush reads only the stable query client and this person's id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  return useMutation({
    // Offline is this mutation's business: it queues the punch instead of waiting to be online.
    networkMode: 'always',
    mutationFn: async ({ kind, shiftId, reason }: PunchRequest) => {
      // The device's time of the tap, not of the send: a queued punch counts from here.
      const tappedAt = new Date().toISOString();
      const body: ClockPunchBody = {
        idempotencyKey: newIdempotencyKey(),
        ...(kind === 'in' && shiftId !== undefined ? { shiftId } : {}),
        ...(kind === 'in' && reason ? { reason } : {}),
        ...(geofenced ? await currentPosition() : {}),
      };
      const queue = (): null => {
        const queued: QueuedPunch = { kind, body: { ...body, deviceTime: tappedAt } };
        enqueuePunch(userId, queued);
        return null;
      };
      // Earlier punches still waiting go first, so the server sees them in the order made.
      if (!navigator.onLine || queuedPunches(userId).length > 0) {
        queue();
        if (navigator.onLine) void flush();
        return null;
      }
      try {
        return await apiRequest('POST', PUNCH_URLS[kind], punchAnswerSchema, body);
      } catch (error) {
        if (isPassingFailure(error)) return queue();
        throw error;
      }
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(clockKeys.all, answer.clock);
      return queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
    },
  });
}
