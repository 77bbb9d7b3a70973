// The invitation being accepted, carried from /invite/:token to the registration card in
// sessionStorage: it lives as long as the tab and is gone after registration. Storage
// can throw (privacy modes, sandboxed frames); then no invitation is remembered.
import { STORAGE_KEYS } from './storage-keys';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readInvitationToken(): string | null {
  try {
    return session()?.getItem(STORAGE_KEYS.invitationToken)?.trim() || null;
  } catch {
    return null;
  }
}

export function storeInvitationToken(token: string) {
  try {
    session()?.setItem(STORAGE_KEYS.invitationToken, token);
  } catch {
    // The registration card then cannot appear; the invitation link still works in a new visit.
  }
}

export function clearInvitationToken() {
  try {
    session()?.removeItem(STORAGE_KEYS.invitationToken);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
