// Notification preferences: the grid each person keeps, the organization's email toggles as its
// ceiling, managers reading but not changing, and the choices holding when something happens.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shiftReminderSettings } from '@shared/schema';
import { notificationPreferencesResponse } from '@shared/validators/notification-preferences-responses';
import { transaction } from '../../db/transaction';
import { sendDueReminders } from '../../jobs/reminders/send-due-reminders';
import { TEST_VAPID_KEYS, useTestApp } from '../../test/app';
import { expectBody } from '../../test/expect-body';
import { createOrganization, createShift } from '../../test/factories';
import { waitForEmailTo } from '../../test/outbox';
import { pushesSettled, subscribedDevice } from '../../test/push';
import { usePushService } from '../../test/use-push-service';
import { notificationsOf, signedInEmployee, signedInManager } from '../../test/shifts';
import type { NotifyInput } from '../notifications/notifier';

const ctx = useTestApp({}, { jobs: {} });
const service = usePushService(TEST_VAPID_KEYS.publicKey);

const allOn = { inApp: true, email: true, push: true };

async function team() {
  const { id: organizationId } = await createOrganization(ctx.db, { timeZone: 'UTC' });
  const manager = await signedInManager(ctx, organizationId);
  const employee = await signedInEmployee(ctx, { organizationId });
  return { organizationId, manager, employee };
}

describe('GET and PUT /api/notification-preferences', () => {
  it('starts with every channel on for the kinds of the role, and keeps what is saved', async () => {
    const { manager, employee } = await team();
    const mine = await employee.agent.get('/api/notification-preferences').expect(200);
    expectBody(mine, notificationPreferencesResponse);
    expect(mine.body).toEqual({
      userId: employee.employee.id,
      editable: true,
      kinds: ['schedule', 'requests', 'time_off', 'reminders', 'open_shifts'].map((kind) => ({
        kind,
        ...allOn,
        emailAllowed: true,
      })),
      quietHours: null,
    });
    const managers = await manager.agent.get('/api/notification-preferences').expect(200);
    expect(managers.body.kinds.map((k: { kind: string }) => k.kind)).toContain('approvals');

    const saved = await employee.agent
      .put('/api/notification-preferences')
      .send({
        channels: { schedule: { inApp: true, email: false, push: false } },
        quietHours: { start: '22:00', end: '07:00:00' },
      })
      .expect(200);
    expect(saved.body.kinds[0]).toEqual({
      kind: 'schedule',
      inApp: true,
      email: false,
      push: false,
      emailAllowed: true,
    });
    expect(saved.body.quietHours).toEqual({ start: '22:00', end: '07:00' });
    // A later save of another kind keeps the first; null clears quiet hours.
    const later = await employee.agent
      .put('/api/notification-preferences')
      .send({ channels: { reminders: { ...allOn, push: false } }, quietHours: null })
      .expect(200);
    expect(later.body.kinds[0]).toMatchObject({ kind: 'schedule', push: false });
    expect(later.body.kinds[3]).toMatchObject({ kind: 'reminders', push: false });
    expect(later.body.quietHours).toBeNull();
  });

  it("shows email off, and not allowed, where the organization's toggles refuse it", async () => {
    const { organizationId, employee } = await team();
    await ctx.db
      .insert(shiftReminderSettings)
      .values({ organizationId, emailNotificationsTimeOffDecisions: false });
    const answer = await employee.agent.get('/api/notification-preferences').expect(200);
    const timeOff = answer.body.kinds.find((k: { kind: string }) => k.kind === 'time_off');
    expect(timeOff).toEqual({ kind: 'time_off', ...allOn, email: false, emailAllowed: false });
  });

  it("lets a manager read, never change, an employee's choices", async () => {
    const { manager, employee } = await team();
    await employee.agent
      .put('/api/notification-preferences')
      .send({ channels: { schedule: { ...allOn, push: false } }, quietHours: null })
      .expect(200);
    const read = await manager.agent
      .get(`/api/notification-preferences?employeeId=${employee.employee.id}`)
      .expect(200);
    expect(read.body).toMatchObject({ userId: employee.employee.id, editable: false });
    expect(read.body.kinds[0]).toMatchObject({ kind: 'schedule', push: false });
    // There is no way to name someone else in a save.
    await manager.agent
      .put('/api/notification-preferences')
      .send({ employeeId: employee.employee.id, channels: {}, quietHours: null })
      .expect(400);
    const still = await employee.agent.get('/api/notification-preferences').expect(200);
    expect(still.body.kinds[0]).toMatchObject({ push: false });
  });

  it("keeps an employee from reading a coworker's, and a manager from another organization's", async () => {
    const { manager, employee } = await team();
    const coworker = await signedInEmployee(ctx, {
      organizationId: employee.employee.organizationId,
    });
    const elsewhere = await team();
    await coworker.agent
      .get(`/api/notification-preferences?employeeId=${employee.employee.id}`)
      .expect(403);
    await manager.agent
      .get(`/api/notification-preferences?employeeId=${elsewhere.employee.employee.id}`)
      .expect(404);
    await manager.agent.get('/api/notification-preferences?employeeId=x').expect(400);
    await supertest(ctx.app).get('/api/notification-preferences').expect(401);
  });

  it.each([
    ['an unknown kind', { channels: { payroll: allOn }, quietHours: null }],
    [
      'a missing channel',
      { channels: { schedule: { inApp: true, email: true } }, quietHours: null },
    ],
    [
      'a string for a boolean',
      { channels: { schedule: { ...allOn, push: 'no' } }, quietHours: null },
    ],
    ['a bad time', { channels: {}, quietHours: { start: '25:00', end: '07:00' } }],
    ['no quiet hours field', { channels: {} }],
  ])('refuses %s with 400', async (_, body) => {
    const { employee } = await team();
    const answer = await employee.agent.put('/api/notification-preferences').send(body).expect(400);
    expect(answer.body.errors.length).toBeGreaterThan(0);
  });
});

describe('the choices hold', () => {
  const news = (organizationId: number, userIds: number[]): NotifyInput => ({
    organizationId,
    userIds,
    type: 'schedule_update',
    roleContext: 'employee',
    title: 'Shift changed',
    message: 'Your shift moved.',
    email: true,
  });

  it('sends each channel only to those who keep it on', async () => {
    const { organizationId } = await team();
    const people = await Promise.all(
      ['inApp', 'email', 'push'].map(async (channel) => {
        const person = await signedInEmployee(ctx, { organizationId });
        await person.agent
          .put('/api/notification-preferences')
          .send({ channels: { schedule: { ...allOn, [channel]: false } }, quietHours: null })
          .expect(200);
        return { ...person, channel, device: await subscribedDevice(person.agent, service) };
      }),
    );
    await transaction(ctx.db, (tx) =>
      ctx.notifier.notify(
        tx,
        news(
          organizationId,
          people.map((p) => p.employee.id),
        ),
      ),
    );
    await pushesSettled(ctx);
    // Emails go out one after another after commit: wait for those that must come.
    for (const person of people.filter((p) => p.channel !== 'email')) {
      await waitForEmailTo(ctx.sentEmails, person.employee.email, 'Shift changed');
    }
    const emails = await ctx.sentEmails();
    for (const person of people) {
      const rows = await notificationsOf(ctx, person.employee.id);
      const emailed = emails.some((e) => e.to.includes(person.employee.email));
      expect({
        channel: person.channel,
        inApp: rows.length,
        email: emailed,
        push: person.device.received.length,
      }).toEqual({
        channel: person.channel,
        inApp: person.channel === 'inApp' ? 0 : 1,
        email: person.channel !== 'email',
        push: person.channel === 'push' ? 0 : 1,
      });
    }
  });

  it('pushes nothing in quiet hours but the reminders a person keeps on', async () => {
    const { organizationId, employee } = await team();
    const device = await subscribedDevice(employee.agent, service);
    const hour = new Date().getUTCHours();
    const around = (offset: number) => `${String((hour + offset + 24) % 24).padStart(2, '0')}:00`;
    await employee.agent
      .put('/api/notification-preferences')
      .send({ channels: {}, quietHours: { start: around(-1), end: around(2) } })
      .expect(200);

    await transaction(ctx.db, (tx) =>
      ctx.notifier.notify(tx, news(organizationId, [employee.employee.id])),
    );
    const start = new Date(Date.now() + 3 * 3_600_000);
    await createShift(ctx.db, {
      organizationId,
      title: 'Dawn delivery',
      date: start.toISOString().slice(0, 10),
      startTime: `${start.toISOString().slice(11, 13)}:00`,
      employeeIds: [employee.employee.id],
    });
    await sendDueReminders(ctx.db, ctx.notifier, new Date());
    await pushesSettled(ctx);

    expect(device.received.map((r) => (r.payload as { title: string }).title)).toEqual([
      'Shift reminder: Dawn delivery',
    ]);
    // The in-app notification still arrives: quiet hours only hold the phone back.
    expect(await notificationsOf(ctx, employee.employee.id, 'schedule_update')).toHaveLength(1);
    const saved = await employee.agent.get('/api/notification-preferences').expect(200);
    expect(saved.body.quietHours).toEqual({ start: around(-1), end: around(2) });
  });
});
