// The one table of what a live screen hears (ADR 16). Each kind names the change-feed
// announcement it follows ('o:<organization id>', 'n:<user id>': migration 0007; 't:', 'c:':
// 0021), whose streams may hear it, and what it says: never more than "what changed", read once
// per announcement however many streams hear it. A new kind is one entry here and one in the client's
// client/src/lib/live-events.ts.
import { and, count, eq } from 'drizzle-orm';
import { notifications, organizations, ROLE_CONTEXTS } from '@shared/schema';
import type { Db } from '../../db/connection';

/** Whose streams hear a kind: everyone signed in to the organization, or the one person. */
export type Audience = 'organization' | 'user';

export type LiveEventKind = {
  /** The announcement's prefix: 'o' for 'o:42'. */
  announcedAs: string;
  /** Whose id the announcement carries. */
  audience: Audience;
  /** What the event says, read after the announcement; null: nothing to say (the row is gone). */
  load: (db: Db, id: number) => Promise<object | null>;
};

export const LIVE_EVENT_KINDS = {
  // Raised by every write a schedule or requests read depends on (shifts, drafts, time off,
  // people, settings, claims, swap requests): the organization's version is all a screen needs
  // to know its reads are old.
  schedule: {
    announcedAs: 'o',
    audience: 'organization',
    load: async (db, organizationId) => {
      const [row] = await db
        .select({ version: organizations.scheduleVersion })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row ?? null;
    },
  },
  // Only the person's own streams: their unread count in each role view, as the bell shows it.
  notifications: {
    announcedAs: 'n',
    audience: 'user',
    load: async (db, userId) => {
      const rows = await db
        .select({ roleContext: notifications.roleContext, count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .groupBy(notifications.roleContext);
      const unread = Object.fromEntries(ROLE_CONTEXTS.map((context) => [context, 0]));
      for (const row of rows) unread[row.roleContext] = row.count;
      return { unread };
    },
  },
  // Punches, corrections, approvals and pay period locks (migration 0021): a managers' timesheet
  // screen reads them again. Nothing to read here: the event itself is what changed.
  timesheets: {
    announcedAs: 't',
    audience: 'organization',
    load: () => Promise.resolve({}),
  },
  // The same changes when they are one person's: their clock card and own timesheet, open on
  // another device (the phone that punched offline, the kiosk punch seen on their own phone).
  clock: {
    announcedAs: 'c',
    audience: 'user',
    load: () => Promise.resolve({}),
  },
} satisfies Record<string, LiveEventKind>;

export type LiveEventName = keyof typeof LIVE_EVENT_KINDS;
