// Who hears a time clock alert: the organization's managers.
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '@shared/schema';
import type { Tx } from '../../db/connection';

export async function managersOf(tx: Tx, organizationIds: number[]) {
  if (organizationIds.length === 0) return new Map<number, number[]>();
  const rows = await tx
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(and(inArray(users.organizationId, organizationIds), eq(users.role, 'manager')));
  const byOrganization = new Map<number, number[]>();
  for (const row of rows) {
    byOrganization.set(row.organizationId, [
      ...(byOrganization.get(row.organizationId) ?? []),
      row.id,
    ]);
  }
  return byOrganization;
}
