// Copies of database reads kept in this process, each dropped when the database announces a
// change to what it was read from (change-feed.ts), and only given out once the feed has caught
// up with every change committed before the request: a change made on any process is seen by
// the next request on every process. While the feed is not listening nothing is kept or given
// out: every request reads the database, as without it.
import { countCacheRead, type CacheName } from './cache-stats';
import type { ChangeFeed } from './change-feed';

const MAX_COPIES = 10_000;
const RESET = '';

export class KeptCopies<V> {
  private readonly copies = new Map<string, { value: V; tags: string[] }>();
  private readonly keysOfTag = new Map<string, Set<string>>();
  // What each read in flight has heard meanwhile: an announcement about what it read may mean it
  // read the row before the change, so it is not kept. RESET: listening started or stopped.
  private readonly heardByReads = new Set<Set<string>>();

  /**
   * `tagsOf`: the announcements that make a copy wrong. `current`: whether a copy may still be
   * given out on its own terms (e.g. not expired). `name`: what /metrics counts its hits under.
   */
  constructor(
    private readonly name: CacheName,
    private readonly changes: ChangeFeed,
    private readonly tagsOf: (key: string, value: V) => string[],
    private readonly current: (value: V) => boolean = () => true,
  ) {
    changes.subscribe({
      onChange: (payload) => {
        for (const heard of this.heardByReads) heard.add(payload);
        for (const key of this.keysOfTag.get(payload) ?? []) this.drop(key);
      },
      onReset: () => {
        for (const heard of this.heardByReads) heard.add(RESET);
        this.copies.clear();
        this.keysOfTag.clear();
      },
    });
  }

  /**
   * The kept copy of `key` if it is current, else `read`'s answer, kept when it may be (a null
   * answer, nothing found, is not kept). `since`: when the request arrived (see caughtUp).
   */
  async read(key: string, read: () => Promise<V | null>, since?: number): Promise<V | null> {
    const kept = await this.get(key, since);
    countCacheRead(this.name, kept !== undefined);
    if (kept !== undefined) return kept;
    if (!this.changes.listening()) return read();
    const heard = new Set<string>();
    this.heardByReads.add(heard);
    try {
      const value = await read();
      if (value === null || heard.has(RESET)) return value;
      const tags = this.tagsOf(key, value);
      if (!tags.some((tag) => heard.has(tag))) this.keep(key, value, tags);
      return value;
    } finally {
      this.heardByReads.delete(heard);
    }
  }

  drop(key: string) {
    const kept = this.copies.get(key);
    if (!kept) return;
    this.copies.delete(key);
    for (const tag of kept.tags) {
      const keys = this.keysOfTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOfTag.delete(tag);
    }
  }

  private async get(key: string, since?: number): Promise<V | undefined> {
    if (!this.copies.has(key) || !(await this.changes.caughtUp(since))) return undefined;
    const kept = this.copies.get(key);
    if (!kept) return undefined;
    if (!this.current(kept.value)) {
      this.drop(key);
      return undefined;
    }
    // Re-inserting moves it to the young end of the Map's order.
    this.copies.delete(key);
    this.copies.set(key, kept);
    return kept.value;
  }

  private keep(key: string, value: V, tags: string[]) {
    this.drop(key);
    this.copies.set(key, { value, tags });
    for (const tag of tags) {
      const keys = this.keysOfTag.get(tag) ?? new Set();
      keys.add(key);
      this.keysOfTag.set(tag, keys);
    }
    for (const oldest of this.copies.keys()) {
      if (this.copies.size <= MAX_COPIES) break;
      this.drop(oldest);
    }
  }
}
