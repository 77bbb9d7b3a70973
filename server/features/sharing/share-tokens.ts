// One employee's share link: none, generated, regenerated (the old link stops working
// at once), disabled. Every change locks the employee's row first, so two clicks arriving together
// still leave at most one working link.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { shareTokens, users } from '@shared/schema';
import { newToken } from '../../auth/tokens';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';

export type Owner = { id: number; organizationId: number };

/** Active and not past its expiry date (tokens made here never expire; older rows may). */
export const usableToken = () =>
  and(
    eq(shareTokens.isActive, true),
    or(isNull(shareTokens.expiresAt), gt(shareTokens.expiresAt, new Date())),
  );

const ownedBy = (owner: Owner) =>
  and(eq(shareTokens.employeeId, owner.id), eq(shareTokens.organizationId, owner.organizationId));

export async function currentToken(db: Db | Tx, owner: Owner): Promise<string | null> {
  const [row] = await db
    .select({ token: shareTokens.token })
    .from(shareTokens)
    .where(and(ownedBy(owner), usableToken()))
    .orderBy(shareTokens.id)
    .limit(1);
  return row?.token ?? null;
}

async function lockOwner(tx: Tx, owner: Owner) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, owner.id), eq(users.organizationId, owner.organizationId)))
    .for('update');
}

async function insertToken(tx: Tx, owner: Owner) {
  const token = newToken();
  await tx
    .insert(shareTokens)
    .values({ organizationId: owner.organizationId, employeeId: owner.id, token });
  return token;
}

/** The working link, made if there is none: generating twice gives the same link. */
export function generateToken(db: Db, owner: Owner): Promise<string> {
  return transaction(db, async (tx) => {
    await lockOwner(tx, owner);
    return (await currentToken(tx, owner)) ?? insertToken(tx, owner);
  });
}

/** A new link; every earlier one stops working. */
export function regenerateToken(db: Db, owner: Owner): Promise<string> {
  return transaction(db, async (tx) => {
    await lockOwner(tx, owner);
    await disableTokens(tx, owner);
    return insertToken(tx, owner);
  });
}

export async function disableTokens(db: Db | Tx, owner: Owner) {
  await db
    .update(shareTokens)
    .set({ isActive: false })
    .where(and(ownedBy(owner), eq(shareTokens.isActive, true)));
}
