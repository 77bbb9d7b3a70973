// Whether a stream may stay open: its session still exists, unexpired, signed in as the same
// person in the same organization and role. Asked when the database announces a change to the
// session ('s:<sid>') or to the person ('u:<id>'): a sign-out, a deleted account or a new role
// ends the stream, and the browser's reconnect is then judged afresh by the guards.
import { and, eq, sql } from 'drizzle-orm';
import { session, users } from '@shared/schema';
import type { Db } from '../../db/connection';

export type Viewer = { userId: number; organizationId: number; role: string; sid: string };

export async function stillSignedIn(db: Db, viewer: Viewer): Promise<boolean> {
  const [row] = await db
    .select({ organizationId: users.organizationId, role: users.role })
    .from(session)
    .innerJoin(users, eq(users.id, sql`(${session.sess}->'passport'->>'user')::integer`))
    .where(
      and(
        eq(session.sid, viewer.sid),
        // The app's clock, as the session store judges expiry by it.
        sql`${session.expire} >= to_timestamp(${Date.now() / 1000})`,
        eq(users.id, viewer.userId),
      ),
    );
  return row?.organizationId === viewer.organizationId && row.role === viewer.role;
}
