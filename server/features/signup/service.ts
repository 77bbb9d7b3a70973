// Sign-up: a visitor creates an organization and becomes its first manager. Every accepted form
// gets the same answer and the same work (a password hash), whether or not the address already
// has an account; what differs is only the email that address receives.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailVerificationTokens, organizations, users } from '@shared/schema';
import { INVALID_VERIFICATION_LINK, type SignupInput } from '@shared/validators/signup';
import { toPublicUser, type PublicUser } from '@shared/validators/users';
import { hashPassword } from '../../auth/password';
import { hashToken, newToken } from '../../auth/tokens';
import type { Db, Tx } from '../../db/connection';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { alreadySignedUpEmail, confirmSignupEmail } from '../../mail/templates/sign-up';
import { createUserAccount } from '../users/create-user';
import { ensureFirstLocation } from '../locations/first-location';
import { followWeekStart } from '../time-clock/clock-settings';
import { MONDAY } from '@shared/domain/dates';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

type SignupDeps = { db: Db; mailer: Mailer; appUrl: string };

async function existingAccount(db: Db | Tx, email: string) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return user;
}

function mailAlreadySignedUp(
  { mailer, appUrl }: SignupDeps,
  email: string,
  firstName: string | null,
) {
  mailer.sendLater({
    to: email,
    ...alreadySignedUpEmail({
      firstName,
      signInUrl: `${appUrl}/auth`,
      resetUrl: `${appUrl}/auth?forgot=1`,
    }),
  });
}

/** Issues a fresh confirmation link for the manager and mails it once the transaction commits. */
async function sendConfirmation(
  tx: Tx,
  { mailer, appUrl }: SignupDeps,
  manager: { id: number; organizationId: number; email: string; firstName: string | null },
  businessName: string,
) {
  const token = newToken();
  await tx.insert(emailVerificationTokens).values({
    organizationId: manager.organizationId,
    userId: manager.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  afterCommit(tx, () =>
    mailer.sendLater({
      to: manager.email,
      ...confirmSignupEmail({
        firstName: manager.firstName ?? 'there',
        businessName,
        url: `${appUrl}/verify-email/${token}`,
      }),
    }),
  );
}

export async function signUp(deps: SignupDeps, input: SignupInput): Promise<void> {
  const known = await existingAccount(deps.db, input.email);
  if (known) {
    // The hash a new account would cost, so the answer takes as long either way.
    await hashPassword(input.password);
    mailAlreadySignedUp(deps, input.email, known.firstName);
    return;
  }
  try {
    await transaction(deps.db, async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({
          name: input.businessName,
          timeZone: input.timeZone,
          weekStartsOn: input.weekStartsOn,
          verifiedAt: null,
        })
        .returning({ id: organizations.id });
      await ensureFirstLocation(tx, organization!.id);
      await followWeekStart(tx, organization!.id, MONDAY, input.weekStartsOn);
      const manager = await createUserAccount(
        tx,
        {
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'manager',
        },
        organization!.id,
      );
      await sendConfirmation(tx, deps, manager, input.businessName);
    });
  } catch (error) {
    // Two sign-ups racing for one address: the loser learns what the first-comer would.
    if (error instanceof AppError && error.status === 409) {
      mailAlreadySignedUp(deps, input.email, input.firstName);
      return;
    }
    throw error;
  }
}

/** Follows a confirmation link: confirms the organization and answers the manager to sign in. */
export async function verifyEmail(db: Db, token: string): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!link || link.usedAt || link.expiresAt <= new Date()) {
      throw AppError.badRequest(INVALID_VERIFICATION_LINK);
    }
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(eq(emailVerificationTokens.id, link.id));
    await tx
      .update(organizations)
      .set({ verifiedAt: new Date() })
      .where(and(eq(organizations.id, link.organizationId), isNull(organizations.verifiedAt)));
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    return toPublicUser(user!);
  });
}

/** A new link for a signed-in manager whose organization is still unconfirmed. */
export async function resendConfirmation(
  deps: SignupDeps,
  manager: { id: number; organizationId: number; email: string; firstName: string | null },
): Promise<boolean> {
  return transaction(deps.db, async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name, verifiedAt: organizations.verifiedAt })
      .from(organizations)
      .where(eq(organizations.id, manager.organizationId));
    if (!organization || organization.verifiedAt) return false;
    await sendConfirmation(tx, deps, manager, organization.name);
    return true;
  });
}
