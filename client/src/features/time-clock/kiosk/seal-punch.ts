// Seals a kiosk punch made offline to the server's public key (RSA-OAEP, SHA-256): the tablet
// keeps only what the server alone can open, so no PIN waits on a shared screen in the clear.
import type { PunchKind } from '@shared/validators/time-clock';
import type { KioskPunchKey } from './kiosk-answers';

export interface PunchToSeal {
  employeeId: number;
  pin: string;
  kind: PunchKind;
  idempotencyKey: string;
  deviceTime: string;
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

export async function sealPunch(key: KioskPunchKey, punch: PunchToSeal): Promise<string> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const sealed = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    new TextEncoder().encode(JSON.stringify(punch)),
  );
  return toBase64(sealed);
}
