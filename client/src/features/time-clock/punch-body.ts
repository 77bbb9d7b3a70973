// What every punch route takes, and where each kind of punch is sent.
import type { PunchKind } from '@shared/validators/time-clock';

export interface ClockPunchBody {
  idempotencyKey: string;
  shiftId?: number;
  reason?: string;
  position?: { lat: number; lng: number; accuracy: number };
  locationDenied?: boolean;
  /** Only for a punch recorded offline: the device's clock at the tap. */
  deviceTime?: string;
}

export const PUNCH_URLS: Record<PunchKind, string> = {
  in: '/api/clock/in',
  out: '/api/clock/out',
  break_start: '/api/clock/break-start',
  break_end: '/api/clock/break-end',
};

/** A key of its own for each tap: a retry of the same tap reuses it, a new tap never does. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
