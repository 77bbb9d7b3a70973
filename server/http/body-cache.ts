// Serialised answers kept in memory, least recently used out first once they pass a byte
// budget. Concurrent misses of one key share one load, so a burst after a write reads the
// database once, not once per request.
import { countCacheRead } from '../db/cache-stats';

export type CachedBody = {
  key: string;
  raw: Buffer;
  /** Compressed forms, made on first demand. */
  encoded: Map<string, Promise<Buffer>>;
  bytes: number;
};

export class BodyCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly loading = new Map<string, Promise<CachedBody>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async getOrLoad(key: string, load: () => Promise<Buffer>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    countCacheRead('schedule_answer', hit !== undefined);
    if (hit) {
      // Re-inserting moves the entry to the young end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = load().then((raw) => {
      const entry: CachedBody = { key, raw, encoded: new Map(), bytes: raw.length };
      this.add(key, entry);
      return entry;
    });
    this.loading.set(key, started);
    try {
      return await started;
    } finally {
      this.loading.delete(key);
    }
  }

  async encoded(entry: CachedBody, encoding: string, encode: (raw: Buffer) => Promise<Buffer>) {
    const known = entry.encoded.get(encoding);
    if (known) return known;
    const result = encode(entry.raw);
    entry.encoded.set(encoding, result);
    try {
      const done = await result;
      entry.bytes += done.length;
      if (this.entries.get(entry.key) === entry) {
        this.bytes += done.length;
        this.evict();
      }
      return done;
    } catch (error) {
      entry.encoded.delete(encoding);
      throw error;
    }
  }

  private add(key: string, entry: CachedBody) {
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
