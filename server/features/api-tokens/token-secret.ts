// An API token is 256 bits from the CSPRNG behind a `shk_` prefix. The prefix lets people and
// secret scanners recognise a leaked Shynk token at a glance; the database keeps only its SHA-256
// (server/auth/tokens.ts): with that much randomness a slow hash adds nothing, and a plain digest
// lets each request find its token by an indexed equality.
import { hashToken, newToken } from '../../auth/tokens';

export const API_TOKEN_PREFIX = 'shk_';
/** How much of a token the list shows, so people can tell tokens apart without the secret. */
const DISPLAY_LENGTH = API_TOKEN_PREFIX.length + 6;

export function newApiToken() {
  const token = API_TOKEN_PREFIX + newToken();
  return { token, tokenHash: hashToken(token), displayPrefix: token.slice(0, DISPLAY_LENGTH) };
}

/** Only strings of the token's own shape are looked up; anything else cannot be one. */
export const looksLikeApiToken = (value: string) => /^shk_[A-Za-z0-9_-]{43}$/.test(value);
