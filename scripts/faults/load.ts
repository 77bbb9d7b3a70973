// The steady load of the fault test: writers that each create a repeating shift (seven shifts in
// one transaction) under a unique title, and readers of the week and the signed-in user, every
// few milliseconds. It remembers which writes were acknowledged, every answer's status, and when
// each write was last acknowledged, so the test can check what was stored and time the recovery.
export type LoadCounts = {
  acknowledged: Set<string>;
  /** Writes that got no 2xx: they may or may not have been stored, but never in part. */
  unacknowledged: Set<string>;
  /** Answers by status; 0 for a request that got no answer. */
  statuses: Map<number, number>;
  /** performance.now() of every acknowledged write, for the recovery time. */
  acknowledgedAt: number[];
};

export const SHIFTS_PER_WRITE = 7;
const WRITERS = 3;
const READERS = 3;
const PAUSE_MS = 15;

export function startLoad(baseUrl: string, cookie: string, prefix: string) {
  const counts: LoadCounts = {
    acknowledged: new Set(),
    unacknowledged: new Set(),
    statuses: new Map(),
    acknowledgedAt: [],
  };
  let running = true;
  let next = 0;
  const count = (status: number) =>
    counts.statuses.set(status, (counts.statuses.get(status) ?? 0) + 1);
  const headers = { cookie, 'content-type': 'application/json' };

  const write = async () => {
    const title = `${prefix}-${next++}`;
    const body = JSON.stringify({
      title,
      shiftType: 'Fault test',
      numberOfStations: 1,
      date: '2031-03-03',
      startTime: '09:00',
      duration: 60,
      isRepeating: true,
      repeatFrequency: 'daily',
      repeatEndDate: '2031-03-09',
    });
    try {
      const response = await fetch(`${baseUrl}/api/shifts`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      count(response.status);
      if (response.ok) {
        counts.acknowledged.add(title);
        counts.acknowledgedAt.push(performance.now());
      } else counts.unacknowledged.add(title);
    } catch {
      count(0);
      counts.unacknowledged.add(title);
    }
  };

  const read = async (round: number) => {
    const path = round % 2 ? '/api/user' : '/api/shifts/week?date=2031-03-05';
    try {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      await response.arrayBuffer();
      count(response.status);
    } catch {
      count(0);
    }
  };

  const loop = async (step: (round: number) => Promise<void>) => {
    for (let round = 0; running; round++) {
      await step(round);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const loops = [
    ...Array.from({ length: WRITERS }, () => loop(write)),
    ...Array.from({ length: READERS }, () => loop(read)),
  ];
  return {
    counts,
    /** Stops and waits for every request in flight to be answered. */
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}
