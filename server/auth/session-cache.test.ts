// Each process keeps sessions and their users in memory; these prove it never answers from a
// stale copy. Two apps with their own pools and their own listening connections on one database
// are two processes (server/test/other-process.ts). B first answers from memory (no statement),
// so each refusal below is the kept copy being dropped.
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '@shared/schema';
import { signedInAgent, useTestApp } from '../test/app';
import { createManager, createUser } from '../test/factories';
import { useOtherProcess } from '../test/other-process';
import { linkIn, waitForEmailTo } from '../test/outbox';

const ctx = useTestApp();
const other = useOtherProcess(ctx);

afterEach(() => {
  vi.useRealTimers();
});

/** Signed in on A; B has read the session twice, the second time from memory. */
async function signedInOnBoth(user: { email: string; plainPassword: string }) {
  const onA = await signedInAgent(ctx, user.email, user.plainPassword);
  const onB = () => supertest(other.app).get('/api/user').set('Cookie', onA.sessionCookie);
  await other.caughtUp();
  await onB().expect(200);
  const before = other.statements();
  const { body } = await onB().expect(200);
  expect(other.statements() - before).toBe(0);
  return { onA, onB, body: body as { id: number; role: string } };
}

describe('a session kept in memory by another process', () => {
  it('is refused there on the next request once signed out here', async () => {
    const user = await createUser(ctx.db);
    const { onA, onB } = await signedInOnBoth(user);
    await onA.post('/api/logout').expect(200);
    await onB().expect(401);
  });

  it('shows a role change made here on the next request there', async () => {
    const manager = await createManager(ctx.db);
    const managing = await signedInAgent(ctx, manager.email, manager.plainPassword);
    const user = await createUser(ctx.db, { organizationId: manager.organizationId });
    const { onB, body } = await signedInOnBoth(user);
    expect(body.role).toBe('employee');
    await managing
      .put(`/api/employees/${user.id}`)
      .send({ weeklyHoursLimit: 40, employeeType: 'hourly', role: 'manager' })
      .expect(200);
    expect((await onB().expect(200)).body.role).toBe('manager');
  });

  it('is refused there on the next request once the account is removed here', async () => {
    const manager = await createManager(ctx.db);
    const managing = await signedInAgent(ctx, manager.email, manager.plainPassword);
    const user = await createUser(ctx.db, { organizationId: manager.organizationId });
    const { onB } = await signedInOnBoth(user);
    await managing.delete(`/api/users/${user.id}`).expect(200);
    await onB().expect(401);
  });

  it('is refused there on the next request once the password is reset here', async () => {
    const user = await createUser(ctx.db);
    const { onB } = await signedInOnBoth(user);
    await supertest(ctx.app).post('/api/password-reset').send({ email: user.email }).expect(200);
    const sent = await waitForEmailTo(ctx.sentEmails, user.email);
    const token = linkIn(sent, '/reset-password/').split('/reset-password/')[1]!;
    await supertest(ctx.app)
      .post('/api/password-reset/verify')
      .send({ token, newPassword: 'brand-new-pw' })
      .expect(200);
    await onB().expect(401);
  });

  it('sees a change written straight to the database on the next request', async () => {
    const user = await createUser(ctx.db);
    const { onB } = await signedInOnBoth(user);
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    expect((await onB().expect(200)).body.firstName).toBe('Renamed');
  });

  it('is refused once it has expired, without the database being told', async () => {
    const user = await createUser(ctx.db);
    const { onB } = await signedInOnBoth(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    await onB().expect(401);
  });
});
