// What a kiosk keeps on the tablet so that a reload while offline still takes punches: the
// organization's public punch key and the last board (who is on shift and expected, as the screen
// shows them to anyone passing). Like the device token, they belong to the device, not to a person,
// and are read back only under the token they were kept with; no session of anyone is kept.
import type { z } from 'zod/mini';
import type { AnswerSchema } from '@/lib/api-client';
import { readStorage, writeStorage } from '@/lib/storage';

export interface KioskCopy<T> {
  /** The copy kept under `token`, and when it was kept (ms); undefined without one. */
  read(token: string): { value: T; keptAt: number } | undefined;
  /** Keeps `value` under `token` and hands it back. */
  keep(token: string, value: T): T;
}

export function kioskCopy<S extends AnswerSchema>(
  storageKey: string,
  schema: S,
): KioskCopy<z.output<S>> {
  return {
    read(token) {
      const raw = readStorage(storageKey);
      if (!raw) return undefined;
      try {
        const kept = JSON.parse(raw) as { token?: unknown; keptAt?: unknown; value?: unknown };
        if (kept.token !== token) return undefined;
        const value = schema.safeParse(kept.value);
        return value.success
          ? { value: value.data as z.output<S>, keptAt: Number(kept.keptAt) || 0 }
          : undefined;
      } catch {
        // A copy an older kiosk wrote in another shape is no copy.
        return undefined;
      }
    },
    keep(token, value) {
      writeStorage(storageKey, JSON.stringify({ token, keptAt: Date.now(), value }));
      return value;
    },
  };
}
