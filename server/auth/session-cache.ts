// Signed-in sessions and their users kept in this process, so an authenticated read sends no SQL
// for its session. A kept copy is dropped when the database announces a change to it (sign-out,
// session destroyed, any change to the user: role, password, deletion; see change-feed.ts), and
// is only given out once the feed has caught up with every change committed before the request:
// a change made on any process is seen by the next request on every process. While the feed is
// not listening nothing is kept or given out: every request reads the database, as without it.
import type { PublicUser } from '@shared/validators/users';
import type { ChangeFeed } from '../db/change-feed';

export type CachedSession = {
  /** The stored session as JSON: each request parses its own copy, which it may change. */
  sessJson: string;
  /** When the stored session expires: a kept copy is refused from then on. */
  expireMs: number;
  /** The signed-in user (frozen: requests share it), or null. */
  user: Readonly<PublicUser> | null;
};

const MAX_SESSIONS = 10_000;

export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly sidsOfUser = new Map<number, Set<string>>();
  // Moves with every announcement heard and every reset: a session read from the database while
  // it moved may predate the change announced, so it is not kept.
  private generation = 0;

  constructor(private readonly changes: ChangeFeed) {
    changes.subscribe({
      onChange: (payload) => {
        this.generation++;
        const [kind, key = ''] = [payload.slice(0, 1), payload.slice(2)];
        if (kind === 's') this.drop(key);
        if (kind === 'u') for (const sid of this.sidsOfUser.get(Number(key)) ?? []) this.drop(sid);
      },
      onReset: () => {
        this.generation++;
        this.sessions.clear();
        this.sidsOfUser.clear();
      },
    });
  }

  /** The kept session, unexpired and with every change committed before this call applied. */
  async get(sid: string): Promise<CachedSession | undefined> {
    if (!this.sessions.has(sid) || !(await this.changes.caughtUp())) return undefined;
    const kept = this.sessions.get(sid);
    if (!kept) return undefined;
    if (kept.expireMs <= Date.now()) {
      this.drop(sid);
      return undefined;
    }
    // Re-inserting moves it to the young end of the Map's order.
    this.sessions.delete(sid);
    this.sessions.set(sid, kept);
    return kept;
  }

  /** Call before reading a session from the database; pass the result to `keep` with it. */
  beforeRead(): number {
    return this.changes.listening() ? this.generation : NaN;
  }

  keep(sid: string, session: CachedSession, readAt: number) {
    if (readAt !== this.generation) return;
    this.drop(sid);
    this.sessions.set(sid, session);
    if (session.user) {
      const sids = this.sidsOfUser.get(session.user.id) ?? new Set();
      sids.add(sid);
      this.sidsOfUser.set(session.user.id, sids);
    }
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size <= MAX_SESSIONS) break;
      this.drop(oldest);
    }
  }

  /** The stored expiry moved later (a touch): the kept copy may be given out until then. */
  extended(sid: string, expireMs: number) {
    const kept = this.sessions.get(sid);
    if (kept) kept.expireMs = Math.max(kept.expireMs, expireMs);
  }

  drop(sid: string) {
    const kept = this.sessions.get(sid);
    if (!kept) return;
    this.sessions.delete(sid);
    if (!kept.user) return;
    const sids = this.sidsOfUser.get(kept.user.id);
    sids?.delete(sid);
    if (sids?.size === 0) this.sidsOfUser.delete(kept.user.id);
  }
}
