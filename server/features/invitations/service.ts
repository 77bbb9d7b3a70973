// Invitations: the way into an existing organization. Tokens are 256-bit CSPRNG values, valid 7 days, single use.
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { employeeInvitations, locations, organizations, users } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import { INVALID_INVITATION, type InvitationInput } from '@shared/validators/accounts';
import type { Db, Tx } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { newToken } from '../../auth/tokens';
import { isFirstManagerInvitation } from './invitation-kind';
import { requireVerifiedOrganization } from '../signup/verification';
import {
  isLocationManager,
  LOCATION_NOT_FOUND,
  ownLocationIds,
  refuseUnknownLocations,
} from '../locations/location-scope';

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

/**
 * Where the invitee will work. A location manager invites only to their own locations (any other
 * is missing to them), and by default to all of them; others to any of the organization's.
 */
async function invitedLocationIds(tx: Tx, inviter: PublicUser, locationIds?: number[]) {
  if (!isLocationManager(inviter)) {
    await refuseUnknownLocations(tx, inviter.organizationId, locationIds ?? []);
    return locationIds ?? [];
  }
  const own = await ownLocationIds(tx, inviter);
  if (locationIds?.some((id) => !own.includes(id))) throw AppError.notFound(LOCATION_NOT_FOUND);
  return locationIds ?? own;
}

/**
 * For a location manager, the invitations to one of their locations (none named: the
 * organization's first location); for other managers nothing (undefined).
 */
function invitationInScope(manager: PublicUser): SQL | undefined {
  if (!isLocationManager(manager)) return undefined;
  const own = sql`array(select location_id from employee_locations where employee_id = ${manager.id})`;
  const first = sql`(select min(id) from locations where organization_id = ${manager.organizationId})`;
  return sql`(${employeeInvitations.locationIds} && ${own} or (cardinality(${employeeInvitations.locationIds}) = 0 and ${first} = any(${own})))`;
}

export async function createInvitation(db: Db, inviter: PublicUser, input: InvitationInput) {
  const invitation = await db.transaction(async (tx) => {
    await requireVerifiedOrganization(tx, inviter.organizationId);
    const locationIds = await invitedLocationIds(tx, inviter, input.locationIds);
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
          locationIds,
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

/** The invitations the manager sees: a location manager's, those to their locations. */
export async function listInvitations(db: Db, manager: PublicUser) {
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
    .where(
      and(
        eq(employeeInvitations.organizationId, manager.organizationId),
        invitationInScope(manager),
      ),
    )
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

export async function deleteInvitation(db: Db, manager: PublicUser, id: number) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ status: employeeInvitations.status })
      .from(employeeInvitations)
      .where(
        and(
          eq(employeeInvitations.id, id),
          eq(employeeInvitations.organizationId, manager.organizationId),
          invitationInScope(manager),
        ),
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

/** Where the invitation places its invitee: the locations it names that still exist. */
export async function invitedLocations(
  tx: Tx,
  invitation: { organizationId: number; locationIds: number[] },
): Promise<number[]> {
  if (invitation.locationIds.length === 0) return [];
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.organizationId, invitation.organizationId),
        inArray(locations.id, invitation.locationIds),
      ),
    );
  return rows.map((row) => row.id);
}

export async function markInvitationAccepted(tx: Tx, id: number) {
  await tx
    .update(employeeInvitations)
    .set({ status: 'accepted' })
    .where(eq(employeeInvitations.id, id));
}
