// The embedded database runs in a thread of its own (pglite-thread.ts): while it executes a long
// statement, the app keeps answering what needs no statement. Run with PGlite in the app's thread,
// the request below would wait for the statement to finish.
import { describe, expect, it } from 'vitest';
import { signedInAgent, useTestApp } from '../test/app';
import { createUser } from '../test/factories';

const ctx = useTestApp();

describe('a long statement', () => {
  it('does not hold up a request answered from memory', async () => {
    const user = await createUser(ctx.db);
    const agent = await signedInAgent(ctx, user.email, user.plainPassword);
    // Read once: the session and its user are kept in memory from here on.
    await agent.get('/api/user').expect(200);
    const finished: string[] = [];
    const statement = ctx.pool
      .query('select count(*) from generate_series(1, 500000)')
      .then(() => finished.push('statement'));
    const request = agent
      .get('/api/user')
      .expect(200)
      .then(() => finished.push('request'));
    await Promise.all([statement, request]);
    expect(finished).toEqual(['request', 'statement']);
  });
});
