// The organization's kiosk key: a kiosk that loses its connection seals each punch (PIN and all)
// to the public half, so a shared tablet never holds a PIN anyone else could read, and only the
// server, which keeps the private half, opens it once the punch arrives. Made on first use.
import { constants, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { kioskPunchKeys } from '@shared/schema';
import { sealedPunchContentSchema } from '@shared/validators/clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';

export const UNREADABLE_PUNCH = "This saved punch can't be read";

const makeKeyPair = promisify(generateKeyPair);

async function storedKey(db: Db, organizationId: number) {
  const [row] = await db
    .select()
    .from(kioskPunchKeys)
    .where(eq(kioskPunchKeys.organizationId, organizationId));
  return row;
}

async function organizationKey(db: Db, organizationId: number) {
  const kept = await storedKey(db, organizationId);
  if (kept) return kept;
  // RSA-OAEP with SHA-256 holds up to 190 bytes in one block at 2048 bits: a punch is about 160.
  const pair = await makeKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Two kiosks asking at once each make a pair; the first one stored is everyone's.
  await db
    .insert(kioskPunchKeys)
    .values({
      organizationId,
      publicKey: pair.publicKey.toString('base64'),
      privateKey: pair.privateKey,
    })
    .onConflictDoNothing();
  return (await storedKey(db, organizationId))!;
}

export async function kioskPunchKey(db: Db, organizationId: number) {
  const { publicKey } = await organizationKey(db, organizationId);
  return { algorithm: 'RSA-OAEP-256' as const, publicKey };
}

/**
 * The punch a kiosk sealed, opened and checked as any kiosk punch's input is. Anything sealed to
 * another organization's key, or not sealed at all, is a 400 that says nothing of why.
 */
export async function openSealedPunch(db: Db, organizationId: number, sealed: string) {
  const { privateKey } = await organizationKey(db, organizationId);
  let content: unknown;
  try {
    const opened = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed, 'base64'),
    );
    content = JSON.parse(opened.toString('utf8'));
  } catch {
    throw AppError.badRequest(UNREADABLE_PUNCH, {
      errors: [{ path: 'sealed', message: UNREADABLE_PUNCH }],
    });
  }
  return parse(sealedPunchContentSchema, content);
}
