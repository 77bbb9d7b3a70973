// Deleting an organization: its row goes, and with it every row that names it (each table's
// organization_id cascades), in one transaction. Its people's sessions end in the same
// transaction, so nobody keeps a signed-in tab on an organization that no longer exists.
import { eq, inArray, sql } from 'drizzle-orm';
import { organizations, session, users } from '@shared/schema';
import { DELETE_NAME_MISMATCH } from '@shared/validators/signup';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';

export async function deleteOrganization(db: Db, organizationId: number, confirmName: string) {
  await db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!organization) throw AppError.notFound('Organization not found');
    if (organization.name.trim() !== confirmName.trim()) {
      throw AppError.badRequest(DELETE_NAME_MISMATCH, {
        errors: [{ path: 'confirmName', message: DELETE_NAME_MISMATCH }],
      });
    }
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.organizationId, organizationId));
    if (people.length > 0) {
      await tx.delete(session).where(
        inArray(
          sql`${session.sess}->'passport'->>'user'`,
          people.map((person) => String(person.id)),
        ),
      );
    }
    await tx.delete(organizations).where(eq(organizations.id, organizationId));
  });
}
