// Whether an organization's sign-up is confirmed. Until its manager follows the emailed link,
// Shynk sends no mail to anyone else on its behalf: a stranger's address typed into a sign-up
// form must not become a way to mail third parties.
import { eq, isNotNull, and } from 'drizzle-orm';
import { organizations } from '@shared/schema';
import { CONFIRM_EMAIL_FIRST } from '@shared/validators/signup';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';

export async function isOrganizationVerified(db: Db | Tx, organizationId: number) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNotNull(organizations.verifiedAt)));
  return row !== undefined;
}

/** Refuses an action that mails other people while the organization is unconfirmed. */
export async function requireVerifiedOrganization(db: Db | Tx, organizationId: number) {
  if (!(await isOrganizationVerified(db, organizationId))) {
    throw AppError.forbidden(CONFIRM_EMAIL_FIRST);
  }
}
