// The change feed's promise: once caughtUp() resolves, every announcement committed before the
// call has reached the listeners, however its delivery raced the writer's own answer.
import { expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { CHANGES_CHANNEL } from './change-feed';

const ctx = useTestApp();

it('has heard every change committed before caughtUp() was called once it resolves', async () => {
  expect(await ctx.changes.start()).toBe(true);
  const heard: string[] = [];
  ctx.changes.subscribe({ onChange: (payload) => heard.push(payload), onReset: () => {} });
  for (let round = 0; round < 20; round++) {
    const payload = `test:${round}`;
    await ctx.pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
    expect(await ctx.changes.caughtUp()).toBe(true);
    expect(heard).toContain(payload);
  }
});
