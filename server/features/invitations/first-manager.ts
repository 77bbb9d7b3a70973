// First run: with no manager in the database, a one-time link creates the first manager account
// through the normal invitation page.
import { and, eq, gt } from 'drizzle-orm';
import { employeeInvitations, organizations, users } from '@shared/schema';
import { newToken } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { ensureFirstLocation } from '../locations/first-location';
import { expireStaleInvitations, INVITATION_TTL_MS } from './service';

export const FIRST_ORGANIZATION_ID = 1;

/** The token of a pending first-manager invitation, creating one if needed; undefined once a manager exists. */
export async function ensureFirstManagerInvitation(db: Db): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [manager] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'manager'))
      .limit(1);
    if (manager) return undefined;
    // Organization 1 is where the first-run link leads; its manager may have deleted it since.
    await tx.insert(organizations).values({ id: FIRST_ORGANIZATION_ID }).onConflictDoNothing();
    await ensureFirstLocation(tx, FIRST_ORGANIZATION_ID);
    await expireStaleInvitations(tx, FIRST_ORGANIZATION_ID);
    const [pending] = await tx
      .select({ token: employeeInvitations.invitationToken })
      .from(employeeInvitations)
      .where(
        and(
          eq(employeeInvitations.role, 'manager'),
          eq(employeeInvitations.status, 'pending'),
          gt(employeeInvitations.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (pending) return pending.token;
    // The invited email stays empty: whoever opens the link chooses the first manager's address.
    const token = newToken();
    await tx.insert(employeeInvitations).values({
      organizationId: FIRST_ORGANIZATION_ID,
      email: '',
      firstName: '',
      lastName: '',
      role: 'manager',
      invitationToken: token,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    return token;
  });
}
