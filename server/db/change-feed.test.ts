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

/** Whether `promise` settles without waiting for any I/O: a round trip never does. */
async function settlesAtOnce(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  return settled;
}

it('answers a request that arrived before the last round trip went out without another', async () => {
  expect(await ctx.changes.start()).toBe(true);
  const heard: string[] = [];
  ctx.changes.subscribe({ onChange: (payload) => heard.push(payload), onReset: () => {} });
  const arrived = performance.now();
  expect(await ctx.changes.caughtUp()).toBe(true);
  expect(await settlesAtOnce(ctx.changes.caughtUp(arrived))).toBe(true);

  // A request that arrives after a change was committed waits for a round trip that hears it (on
  // embedded PGlite none is needed: an announcement comes back with the write's own answer).
  await ctx.pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, 'test:later']);
  const later = ctx.changes.caughtUp(performance.now());
  expect(await settlesAtOnce(later)).toBe(Boolean(ctx.embedded));
  expect(await later).toBe(true);
  expect(heard).toContain('test:later');
});
