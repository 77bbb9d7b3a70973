// The organization's managers: the people told when the schedule changes or a request needs them.
import { and, eq } from 'drizzle-orm';
import { users } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';

export async function managerIds(db: Db | Tx, organizationId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'manager')));
  return rows.map((row) => row.id);
}
