// Password reset: a single-use link valid 1 hour. The database keeps only the token's hash,
// and a successful reset signs the account out everywhere.
import { and, eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '@shared/schema';
import { INVALID_RESET_LINK } from '@shared/validators/accounts';
import { hashPassword } from '../../auth/password';
import { endSessionsOf } from '../../auth/session';
import { hashToken, newToken } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { passwordResetEmail } from '../../mail/templates/password-reset';

export const RESET_TTL_MS = 60 * 60 * 1000;

/** Emails a reset link when the account exists. Says nothing either way: the caller answers the same. */
export async function requestPasswordReset(db: Db, mailer: Mailer, appUrl: string, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      email: users.email,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user) return;
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    organizationId: user.organizationId,
    userId: user.id,
    email: user.email,
    resetToken: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  // Sent after answering, so response time does not reveal whether the account exists.
  mailer.sendLater({
    to: user.email,
    ...passwordResetEmail({ firstName: user.firstName, url: `${appUrl}/reset-password/${token}` }),
  });
}

export async function resetPassword(db: Db, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.resetToken, hashToken(token)))
      .for('update');
    if (!reset || reset.used || reset.expiresAt <= new Date()) {
      throw AppError.badRequest(INVALID_RESET_LINK);
    }
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, reset.userId));
    // Every outstanding link of this account dies with this one.
    await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(
        and(eq(passwordResetTokens.userId, reset.userId), eq(passwordResetTokens.used, false)),
      );
    await endSessionsOf(tx, reset.userId);
  });
}
