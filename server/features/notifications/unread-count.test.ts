// Each process keeps unread counts in memory; a notification written, or marked read, anywhere is
// in the next count on every process. B first answers from memory (no statement), so each new
// count below is the kept copy being dropped.
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { transaction } from '../../db/transaction';
import { signedInAgent, useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { useOtherProcess } from '../../test/other-process';

const ctx = useTestApp();
const other = useOtherProcess(ctx);

const notify = (userId: number, roleContext: 'employee' | 'manager') =>
  transaction(ctx.db, (tx) =>
    ctx.notifier.notify(tx, {
      organizationId: 1,
      type: 'schedule_assignment',
      roleContext,
      title: 'New shift',
      message: 'You work Monday 9:00',
      userIds: [userId],
    }),
  );

it('counts a notification written or read on one process in the next count on another', async () => {
  const user = await createUser(ctx.db);
  const onA = await signedInAgent(ctx, user.email, user.plainPassword);
  const cookie = onA.sessionCookie;
  await other.caughtUp();
  const countOnB = async (query = '') =>
    (
      await supertest(other.app)
        .get(`/api/notifications/unread-count${query}`)
        .set('Cookie', cookie)
        .expect(200)
    ).body.count as number;

  expect(await countOnB()).toBe(0);
  expect(await countOnB('?roleContext=manager')).toBe(0);
  const before = other.statements();
  expect(await countOnB()).toBe(0);
  expect(await countOnB('?roleContext=manager')).toBe(0);
  expect(other.statements() - before).toBe(0);

  await notify(user.id, 'employee');
  await notify(user.id, 'manager');
  expect(await countOnB()).toBe(2);
  expect(await countOnB('?roleContext=manager')).toBe(1);

  await onA.put('/api/notifications/read-all').send({ roleContext: 'manager' }).expect(200);
  expect(await countOnB()).toBe(1);
  expect(await countOnB('?roleContext=manager')).toBe(0);
});
