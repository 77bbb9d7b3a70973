// How often each in-memory copy answered a read without the database, for /metrics. Counted for
// the whole process (every app it builds shares one heap), which is what a scrape asks about.
// Two increments per read: cheap enough to count whether or not anyone scrapes.
export type CacheName = 'session' | 'schedule_version' | 'unread_count' | 'schedule_answer';

const counts = new Map<CacheName, { hits: number; misses: number }>();

export function countCacheRead(cache: CacheName, hit: boolean) {
  let count = counts.get(cache);
  if (!count) counts.set(cache, (count = { hits: 0, misses: 0 }));
  if (hit) count.hits++;
  else count.misses++;
}

export function cacheReadCounts(): ReadonlyMap<CacheName, { hits: number; misses: number }> {
  return counts;
}
