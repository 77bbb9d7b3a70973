import { describe, expect, it } from 'vitest';
import { workerCount } from './cluster';

const postgres = 'postgres://db.example.com/shynk';

describe('workerCount', () => {
  it('is one on the embedded database, whatever is asked', () => {
    expect(
      workerCount({ databaseUrl: undefined, nodeEnv: 'production', webConcurrency: 4 }, 8),
    ).toBe(1);
  });

  it('defaults to the core count in production on PostgreSQL, to one elsewhere', () => {
    expect(
      workerCount({ databaseUrl: postgres, nodeEnv: 'production', webConcurrency: undefined }, 8),
    ).toBe(8);
    expect(
      workerCount({ databaseUrl: postgres, nodeEnv: 'development', webConcurrency: undefined }, 8),
    ).toBe(1);
  });

  it('takes WEB_CONCURRENCY when set', () => {
    expect(
      workerCount({ databaseUrl: postgres, nodeEnv: 'development', webConcurrency: 3 }, 8),
    ).toBe(3);
  });
});
