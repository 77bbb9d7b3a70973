import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit token from the CSPRNG, URL-safe: invitations, password resets, share links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token that must not be replayable from a leaked table. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
