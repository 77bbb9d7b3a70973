// Invitations: the way into an existing organization. Tokens are 256-bit CSPRNG values, valid 7 days, single use.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { employeeInvitations, organizations, users } from '@shared/schema';
import { INVALID_INVITATION, type InvitationInput } from '@shared/validators/accounts';
import type { Db, Tx } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { newToken } from '../../auth/tokens';
import { isFirstManagerInvitation } from './invitation-kind';
import { requireVerifiedOrganization } from '../signup/verification';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InvitationStatus = 'pending' | 'accepted' | 'expired';

/** Status as people see it: a pending invitation past its expiry reads expired. */
export function effectiveStatus(
  invitation: { status: InvitationStatus; expiresAt: Date },
  now = new Date(),
) {
  return invitation.status === 'pending' && invitation.expiresAt <= now
    ? 'expired'
    : invitation.status;
}

/** Marks pending invitations past their expiry as expired, so the pending-email index frees the address. */
export async function expireStaleInvitations(db: Db | Tx, organizationId: number) {
  await db
    .update(employeeInvitations)
    .set({ status: 'expired' })
    .where(
      and(
        eq(employeeInvitations.organizationId, organizationId),
        eq(employeeInvitations.status, 'pending'),
        lte(employeeInvitations.expiresAt, sql`now()`),
      ),
    );
}

export async function createInvitation(
  db: Db,
  inviter: { id: number; organizationId: number },
  input: InvitationInput,
) {
  const invitation = await db.transaction(async (tx) => {
    await requireVerifiedOrganization(tx, inviter.organizationId);
    const [existingUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email));
    if (existingUser) throw AppError.conflict('A user with this email already exists');
    await expireStaleInvitations(tx, inviter.organizationId);
    try {
      const [created] = await tx
        .insert(employeeInvitations)
        .values({
          ...input,
          organizationId: inviter.organizationId,
          invitedBy: inviter.id,
          invitationToken: newToken(),
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        })
        .returning();
      return created!;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw AppError.conflict('A pending invitation has already been sent to this email');
      }
      throw error;
    }
  });
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, inviter.organizationId));
  return { invitation, organizationName: organization?.name ?? 'your team' };
}

export async function listInvitations(db: Db, organizationId: number) {
  const inviter = alias(users, 'inviter');
  const rows = await db
    .select({
      invitation: employeeInvitations,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
      inviterEmail: inviter.email,
    })
    .from(employeeInvitations)
    .leftJoin(inviter, eq(inviter.id, employeeInvitations.invitedBy))
    .where(eq(employeeInvitations.organizationId, organizationId))
    .orderBy(desc(employeeInvitations.createdAt), desc(employeeInvitations.id));
  const now = new Date();
  return (
    rows
      // The first-run manager link is an operator's bootstrap, not a team invitation.
      .filter((row) => row.invitation.email !== '')
      .map(({ invitation, inviterFirstName, inviterLastName, inviterEmail }) => ({
        ...invitation,
        status: effectiveStatus(invitation, now),
        inviter: invitation.invitedBy
          ? { firstName: inviterFirstName, lastName: inviterLastName, email: inviterEmail }
          : null,
      }))
  );
}

export async function deleteInvitation(db: Db, organizationId: number, id: number) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ status: employeeInvitations.status })
      .from(employeeInvitations)
      .where(
        and(eq(employeeInvitations.id, id), eq(employeeInvitations.organizationId, organizationId)),
      )
      .for('update');
    if (!invitation) throw AppError.notFound('Invitation not found');
    if (invitation.status === 'accepted') {
      throw AppError.conflict('An accepted invitation cannot be deleted');
    }
    await tx.delete(employeeInvitations).where(eq(employeeInvitations.id, id));
  });
}

/** The open invitation for `token`, or a 404 with the product's message. Locks the row inside a transaction. */
export async function findOpenInvitation(db: Db | Tx, token: string, lock = false) {
  const query = db
    .select()
    .from(employeeInvitations)
    .where(eq(employeeInvitations.invitationToken, token));
  const [invitation] = lock ? await query.for('update') : await query;
  if (!invitation || effectiveStatus(invitation) !== 'pending') {
    throw AppError.notFound(INVALID_INVITATION);
  }
  return invitation;
}

export async function verifyInvitation(db: Db, token: string) {
  const invitation = await findOpenInvitation(db, token);
  return {
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    firstManager: isFirstManagerInvitation(invitation),
    expiresAt: invitation.expiresAt,
  };
}

export async function markInvitationAccepted(tx: Tx, id: number) {
  await tx
    .update(employeeInvitations)
    .set({ status: 'accepted' })
    .where(eq(employeeInvitations.id, id));
}
