// Punches made while the phone had no connection. Each waits here, in this browser, with the
// device's time of the tap and its idempotency key, until it can be sent: the server then records
// it at the device's time, and a punch sent twice (a flaky connection) is still one punch.
// Kept per person so that someone else signing in on this phone never sends them, and not
// cleared at sign-out: they are a record of hours worked that only their owner's session can send
// (sign-out sends them first, and asks before leaving any: ADR 18).
import { readStorage, writeStorage } from '@/lib/storage';
import type { PunchKind } from '@shared/validators/time-clock';
import type { ClockPunchBody } from './punch-body';

export const PUNCH_QUEUE_KEY = 'clockPunchQueue';

export interface QueuedPunch {
  kind: PunchKind;
  body: ClockPunchBody & { deviceTime: string };
}

type Queues = Record<string, QueuedPunch[]>;

function readQueues(): Queues {
  try {
    const parsed: unknown = JSON.parse(readStorage(PUNCH_QUEUE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Queues) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same array back while nothing changed.
let snapshot: { raw: string | null; queues: Queues } = { raw: null, queues: {} };
const EMPTY: QueuedPunch[] = [];

export function queuedPunches(userId: number): QueuedPunch[] {
  const raw = readStorage(PUNCH_QUEUE_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, queues: readQueues() };
  return snapshot.queues[String(userId)] ?? EMPTY;
}

function writeQueue(userId: number, punches: QueuedPunch[]) {
  const { [String(userId)]: _old, ...others } = readQueues();
  writeStorage(
    PUNCH_QUEUE_KEY,
    JSON.stringify(punches.length ? { ...others, [userId]: punches } : others),
  );
  listeners.forEach((listener) => listener());
}

export function enqueuePunch(userId: number, punch: QueuedPunch) {
  writeQueue(userId, [...queuedPunches(userId), punch]);
}

/** Takes the punch with this key off the queue: sent, or refused by the server. */
export function dropQueuedPunch(userId: number, idempotencyKey: string) {
  writeQueue(
    userId,
    queuedPunches(userId).filter((punch) => punch.body.idempotencyKey !== idempotencyKey),
  );
}

export function subscribeToPunchQueue(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
