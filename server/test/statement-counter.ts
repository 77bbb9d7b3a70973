// Counts the SQL statements the app sends (the bench and the tests that pin a statement count). pool.query and transactions both run on clients the
// pool hands out ('acquire'), so wrapping each client's query once counts every statement once.
import type pg from 'pg';

/** `texts`, when given, collects the text of every statement counted. */
export function countStatements(pool: pg.Pool, texts: string[] = []) {
  let count = 0;
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      count += 1;
      const [first] = args;
      texts.push(typeof first === 'string' ? first : String((first as { text?: string })?.text));
      return query(...args);
    }) as typeof client.query;
  });
  return {
    /** Statements sent while `work` ran (run it alone: other traffic would be counted too). */
    async during(work: () => Promise<unknown>): Promise<number> {
      const before = count;
      await work();
      if (process.env.BENCH_SHOW_SQL)
        console.log(
          texts
            .slice(before)
            .map((t) => `  ${t.slice(0, 110)}`)
            .join('\n'),
        );
      return count - before;
    },
  };
}
