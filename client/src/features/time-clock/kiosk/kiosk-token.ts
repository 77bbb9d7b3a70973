// The kiosk's device token: arrives once in the link's fragment (#token=...), which never reaches
// the server's logs, and is kept in this browser from then on. The fragment is removed at once so
// the token does not stay on screen or in the history.
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export function takeKioskToken(): string | null {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromLink) {
    writeStorage(STORAGE_KEYS.kioskToken, fromLink);
    window.history.replaceState(null, '', window.location.pathname);
    return fromLink;
  }
  return readStorage(STORAGE_KEYS.kioskToken);
}

export const forgetKioskToken = () => removeStorage(STORAGE_KEYS.kioskToken);

export const kioskHeaders = (token: string) => ({ 'X-Kiosk-Token': token });
