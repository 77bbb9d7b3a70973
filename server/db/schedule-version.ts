// The schedule version of an organization: database triggers raise it once per transaction that
// writes shifts, assignments, time off, people, recurring unavailability or settings (migration
// 0006), so no write path can forget it. Cached reads compare it in one primary-key lookup, which
// also brings the time zone and week start that decide the default week. Each process keeps what it read until
// the database announces a change to the organization (ADR 12), so a repeat costs no statement.
import { eq, sql } from 'drizzle-orm';
import { organizations } from '@shared/schema';
import { asWeekStartsOn, MONDAY } from '@shared/domain/dates';
import type { ChangeFeed } from './change-feed';
import type { Db } from './connection';
import { KeptCopies } from './kept-copies';

/** Reads an organization's version; the statement is built once, not on every read. */
export function scheduleVersionReader(db: Db, changes: ChangeFeed) {
  const kept = new KeptCopies<{ version: number; timeZone: string; weekStartsOn: number }>(
    'schedule_version',
    changes,
    (id) => [`o:${id}`],
  );
  const read = db
    .select({
      version: organizations.scheduleVersion,
      timeZone: organizations.timeZone,
      weekStartsOn: organizations.weekStartsOn,
    })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId')))
    .prepare('schedule_version');
  /** `since`: when the request arrived (change-feed.ts, caughtUp). */
  return async (organizationId: number, since?: number) => {
    const row = await kept.read(
      String(organizationId),
      async () => {
        const [found] = await read.execute({ organizationId });
        return found ?? null;
      },
      since,
    );
    return row
      ? { ...row, weekStartsOn: asWeekStartsOn(row.weekStartsOn) }
      : { version: 0, timeZone: 'UTC', weekStartsOn: MONDAY };
  };
}
