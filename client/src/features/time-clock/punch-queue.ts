// Punches made while the device had no connection. Each waits here, in this browser, with the
// device's time of the tap and its idempotency key, until it can be sent: the server then records
// it at the device's time, and a punch sent twice (a flaky connection) is still one punch.
// A phone's wait per person, so that someone else signing in on this phone never sends them, and
// are not cleared at sign-out: they are a record of hours worked that only their owner's session
// can send (sign-out sends them first, and asks before leaving any: ADR 18). A kiosk's wait under
// the kiosk, sealed: only the server can read who punched and with which PIN.
import { readStorage, writeStorage } from '@/lib/storage';
import { isPassingFailure } from '@/lib/api-client';
import type { PunchKind } from '@shared/validators/time-clock';
import type { ClockPunchBody } from './punch-body';

export const PUNCH_QUEUE_KEY = 'clockPunchQueue';

/** A phone's punch, waiting under its person's id. */
export interface QueuedPunch {
  kind: PunchKind;
  body: ClockPunchBody & { deviceTime: string };
}

/**
 * A kiosk's punch, waiting under KIOSK_QUEUE: the punch (PIN included) sealed to the server's
 * key, with its device time in the clear so a refusal can say which punch it was.
 */
export interface SealedPunch {
  body: { idempotencyKey: string; deviceTime: string; sealed: string };
}

export const KIOSK_QUEUE = 'kiosk';

type Owner = number | typeof KIOSK_QUEUE;
type Waiting = QueuedPunch | SealedPunch;
type Queues = Record<string, Waiting[]>;

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
const EMPTY: Waiting[] = [];

function waiting(owner: Owner): Waiting[] {
  const raw = readStorage(PUNCH_QUEUE_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, queues: readQueues() };
  return snapshot.queues[String(owner)] ?? EMPTY;
}

export const queuedPunches = (userId: number) => waiting(userId) as QueuedPunch[];
export const sealedPunches = () => waiting(KIOSK_QUEUE) as SealedPunch[];

function writeQueue(owner: Owner, punches: Waiting[]) {
  const { [String(owner)]: _old, ...others } = readQueues();
  writeStorage(
    PUNCH_QUEUE_KEY,
    JSON.stringify(punches.length ? { ...others, [owner]: punches } : others),
  );
  listeners.forEach((listener) => listener());
}

export function enqueuePunch(userId: number, punch: QueuedPunch): void;
export function enqueuePunch(owner: typeof KIOSK_QUEUE, punch: SealedPunch): void;
export function enqueuePunch(owner: Owner, punch: Waiting) {
  writeQueue(owner, [...waiting(owner), punch]);
}

/** Takes the punch with this key off the queue: sent, or refused by the server. */
export function dropQueuedPunch(owner: Owner, idempotencyKey: string) {
  writeQueue(
    owner,
    waiting(owner).filter((punch) => punch.body.idempotencyKey !== idempotencyKey),
  );
}

export function subscribeToPunchQueue(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const flushing = new Set<Owner>();

/**
 * Sends an owner's waiting punches oldest first, each taken off once the server has judged it;
 * stops at the first one that finds no connection, or that `keepOn` says to try again later.
 */
export async function sendQueuedPunches<P extends Waiting>(
  owner: Owner,
  send: (punch: P) => Promise<unknown>,
  onRefused: (error: unknown, punch: P) => void,
  keepOn: (error: unknown) => boolean = isPassingFailure,
) {
  if (flushing.has(owner)) return;
  flushing.add(owner);
  try {
    // The queue is read afresh each time: a punch added while these were sending goes too. Each
    // is tried once a round, even if storage (full) would not let it be taken off.
    const tried = new Set<string>();
    const next = () =>
      (waiting(owner) as P[]).find((punch) => !tried.has(punch.body.idempotencyKey));
    for (let punch = next(); punch; punch = next()) {
      tried.add(punch.body.idempotencyKey);
      try {
        await send(punch);
      } catch (error) {
        if (keepOn(error)) return;
        // The server judged it and said no (say, a clock-out with nothing open): keeping it
        // would only fail again, so it is dropped and the owner told why.
        onRefused(error, punch);
      }
      dropQueuedPunch(owner, punch.body.idempotencyKey);
    }
  } finally {
    flushing.delete(owner);
  }
}
