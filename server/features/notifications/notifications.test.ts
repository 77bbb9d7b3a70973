import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { notifications, shiftReminderSettings } from '@shared/schema';
import { transaction } from '../../db/transaction';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';
import { waitForEmailTo } from '../../test/outbox';
import type { NotifyInput } from './notifier';
import { notificationListResponse } from '@shared/validators/notifications-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

const notify = (input: Partial<NotifyInput> & { userIds: number[] }) =>
  transaction(ctx.db, (tx) =>
    ctx.notifier.notify(tx, {
      organizationId: 1,
      type: 'schedule_assignment',
      roleContext: 'employee',
      title: 'New shift',
      message: 'You work Monday 9:00',
      ...input,
    }),
  );

describe('notifications API', () => {
  it('lists only my notifications, newest first, filtered by role context', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await notify({ userIds: [me.id, other.id], title: 'First' });
    await notify({
      userIds: [me.id],
      title: 'Second',
      roleContext: 'manager',
      type: 'manager_update',
    });
    const agent = await signedInAgent(ctx, me.email, me.plainPassword);

    const all = await agent.get('/api/notifications').expect(200);
    expectBody(all, notificationListResponse);
    expect(all.body.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(all.body.every((n: { userId: number }) => n.userId === me.id)).toBe(true);
    const employeeOnly = await agent.get('/api/notifications?roleContext=employee').expect(200);
    expect(employeeOnly.body.map((n: { title: string }) => n.title)).toEqual(['First']);
    await agent.get('/api/notifications?roleContext=boss').expect(400);
    await supertest(ctx.app).get('/api/notifications').expect(401);
  });

  it('counts unread per role context, marks one read, and never touches another user', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await notify({ userIds: [me.id] });
    await notify({ userIds: [me.id] });
    await notify({ userIds: [me.id], roleContext: 'manager', type: 'manager_update' });
    await notify({ userIds: [other.id] });
    const agent = await signedInAgent(ctx, me.email, me.plainPassword);

    expect((await agent.get('/api/notifications/unread-count?roleContext=employee')).body).toEqual({
      count: 2,
    });
    expect((await agent.get('/api/notifications/unread-count?roleContext=manager')).body).toEqual({
      count: 1,
    });

    const [mine] = (await agent.get('/api/notifications?roleContext=employee')).body;
    const read = await agent.put(`/api/notifications/${mine.id}/read`).expect(200);
    expect(read.body.read).toBe(true);
    expect((await agent.get('/api/notifications/unread-count?roleContext=employee')).body).toEqual({
      count: 1,
    });

    const [theirs] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.id));
    await agent.put(`/api/notifications/${theirs!.id}/read`).expect(404);
    const [still] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs!.id));
    expect(still!.read).toBe(false);
  });

  it('marks all read in one request, per role context', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await notify({ userIds: [me.id, other.id] });
    await notify({ userIds: [me.id] });
    await notify({ userIds: [me.id], roleContext: 'manager', type: 'manager_update' });
    const agent = await signedInAgent(ctx, me.email, me.plainPassword);
    const res = await agent
      .put('/api/notifications/read-all')
      .send({ roleContext: 'employee' })
      .expect(200);
    expect(res.body).toEqual({ updated: 2 });
    expect((await agent.get('/api/notifications/unread-count?roleContext=manager')).body).toEqual({
      count: 1,
    });
    const otherAgent = await signedInAgent(ctx, other.email, other.plainPassword);
    expect((await otherAgent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
  });
});

describe('notification emails', () => {
  it('links each email to the tab of the recipient’s role view that holds it', async () => {
    const employee = await createUser(ctx.db);
    const manager = await createManager(ctx.db);
    await notify({ userIds: [employee.id], type: 'swap_request', title: 'Swap?', email: true });
    await notify({
      userIds: [manager.id],
      type: 'swap_request',
      roleContext: 'manager',
      title: 'Approve a swap',
      email: true,
    });
    const toEmployee = await waitForEmailTo(ctx.sentEmails, employee.email);
    expect(toEmployee.body).toContain('http://shynk.test/?tab=shift-requests');
    const toManager = await waitForEmailTo(ctx.sentEmails, manager.email);
    expect(toManager.body).toContain('http://shynk.test/?tab=requests');
  });

  it('emails the recipients after commit when the toggle is on, and not when it is off', async () => {
    const on = await createUser(ctx.db);
    await notify({ userIds: [on.id], title: 'You have a new shift', email: true });
    const email = await waitForEmailTo(ctx.sentEmails, on.email);
    expect(email.subject).toBe('You have a new shift');
    expect(email.body).toContain('http://shynk.test/?tab=schedule');

    const manager = await createManager(ctx.db);
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
    const current = (await agent.get('/api/shift-reminder-settings').expect(200)).body;
    await agent
      .post('/api/shift-reminder-settings')
      .send({ ...pickSettings(current), emailNotificationsNewShifts: false })
      .expect(200);
    const off = await createUser(ctx.db);
    await notify({ userIds: [off.id], email: true });
    // The swap toggle is still on: this one is sent, and proves the outbox is being written.
    await notify({ userIds: [off.id], type: 'swap_request', title: 'Swap asked', email: true });
    const sent = await waitForEmailTo(ctx.sentEmails, off.email);
    expect(sent.subject).toBe('Swap asked');
    expect((await ctx.sentEmails()).filter((e) => e.to.includes(off.email))).toHaveLength(1);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const user = await createUser(ctx.db);
    await expect(
      transaction(ctx.db, async (tx) => {
        await ctx.notifier.notify(tx, {
          organizationId: 1,
          userIds: [user.id],
          type: 'schedule_update',
          roleContext: 'employee',
          title: 'Changed',
          message: 'x',
          email: true,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id)),
    ).toHaveLength(0);
    await ctx.db.update(shiftReminderSettings).set({ emailNotificationsNewShifts: true });
    // A later, committed notification is the only email this user ever gets.
    await notify({ userIds: [user.id], type: 'swap_response', title: 'Later', email: true });
    const sent = await waitForEmailTo(ctx.sentEmails, user.email);
    expect(sent.subject).toBe('Later');
    expect((await ctx.sentEmails()).filter((e) => e.to.includes(user.email))).toHaveLength(1);
  });
});

function pickSettings(row: Record<string, unknown>) {
  const { id: _id, organizationId: _o, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}
