// Pushes end to end: each kind of event reaches each device of the right people exactly once,
// through pg-boss and the local push service, which decrypts what a device would show.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions, shiftAssignments } from '@shared/schema';
import { transaction } from '../../db/transaction';
import { sendDueReminders } from '../../jobs/reminders/send-due-reminders';
import { TEST_VAPID_KEYS, useTestApp } from '../../test/app';
import { createOrganization, createShift, saveSettings } from '../../test/factories';
import { payloadsOf, pushesSettled, subscribedDevice } from '../../test/push';
import { usePushService } from '../../test/use-push-service';
import { signedInEmployee, signedInManager } from '../../test/shifts';
import { vacation } from '../../test/time-off';

const ctx = useTestApp({}, { jobs: { retryDelaySeconds: 1 } });
const service = usePushService(TEST_VAPID_KEYS.publicKey);

beforeEach(() => {
  // Every message the app sends must decrypt and carry a valid signature.
  expect(service.errors).toEqual([]);
});

/** An organization in UTC with a manager and two employees; Ana has two devices. */
async function team() {
  const { id: organizationId } = await createOrganization(ctx.db, { timeZone: 'UTC' });
  const manager = await signedInManager(ctx, organizationId);
  const ana = await signedInEmployee(ctx, { organizationId, firstName: 'Ana', lastName: 'Lee' });
  const bo = await signedInEmployee(ctx, { organizationId, firstName: 'Bo', lastName: 'Ray' });
  const devices = {
    managerPhone: await subscribedDevice(manager.agent, service),
    anaPhone: await subscribedDevice(ana.agent, service),
    anaLaptop: await subscribedDevice(
      ana.agent,
      service,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:126.0) Gecko/20100101 Firefox/126.0',
    ),
    boPhone: await subscribedDevice(bo.agent, service),
  };
  return { organizationId, manager, ana, bo, devices };
}

type Devices = Awaited<ReturnType<typeof team>>['devices'];
const titlesOn = (devices: Devices) =>
  Object.fromEntries(
    Object.entries(devices).map(([name, device]) => [
      name,
      device.received.map((r) => (r.payload as { title: string }).title),
    ]),
  );

describe('what is pushed, to whom', () => {
  it('pushes a publish to each device of each employee it concerns, once, opening their schedule', async () => {
    const { organizationId, manager, ana, bo, devices } = await team();
    for (const person of [ana, bo]) {
      const shift = await createShift(ctx.db, {
        organizationId,
        date: '2030-05-07',
        published: false,
        employeeIds: [person.employee.id],
      });
      await ctx.db
        .update(shiftAssignments)
        .set({ published: false })
        .where(eq(shiftAssignments.shiftId, shift.id));
    }

    await manager.agent
      .post('/api/schedule/publish')
      .send({ start: '2030-05-06', end: '2030-05-12', notify: true })
      .expect(200, { published: 2, notified: 2 });
    await pushesSettled(ctx);

    expect(titlesOn(devices)).toEqual({
      managerPhone: [],
      anaPhone: ['Schedule published'],
      anaLaptop: ['Schedule published'],
      boPhone: ['Schedule published'],
    });
    const [push] = devices.anaPhone.received;
    expect(push!.payload).toEqual({
      title: 'Schedule published',
      body: expect.any(String),
      url: '/?tab=schedule',
    });
    expect(push!.topic).toBe('schedule');
    expect(push!.urgency).toBe('normal');
    // The device list records the success.
    const listed = await ana.agent.get('/api/push/subscriptions').expect(200);
    expect(listed.body.every((d: { lastSuccessAt: string | null }) => d.lastSuccessAt)).toBe(true);
  });

  it('pushes a swap request to its recipient, and its acceptance to the managers who approve it', async () => {
    const { organizationId, ana, bo, devices } = await team();
    await saveSettings(ctx.db, organizationId, { requireApprovalShiftSwaps: true });
    const mine = await createShift(ctx.db, {
      organizationId,
      date: '2030-05-08',
      employeeIds: [ana.employee.id],
    });
    const theirs = await createShift(ctx.db, {
      organizationId,
      date: '2030-05-09',
      employeeIds: [bo.employee.id],
    });

    const request = await ana.agent
      .post('/api/schedule-switch')
      .send({
        targetEmployeeId: bo.employee.id,
        requestingShiftId: mine.id,
        targetShiftId: theirs.id,
        requestType: 'swap',
        reason: 'Family dinner',
      })
      .expect(201);
    await pushesSettled(ctx);
    expect(titlesOn(devices)).toEqual({
      managerPhone: [],
      anaPhone: [],
      anaLaptop: [],
      boPhone: ['Shift swap request'],
    });
    expect(devices.boPhone.received[0]!.payload).toMatchObject({ url: '/?tab=shift-requests' });

    await bo.agent
      .put(`/api/schedule-switch/${request.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    await pushesSettled(ctx);
    expect(titlesOn(devices)).toEqual({
      managerPhone: ['Shift swap awaiting approval'],
      anaPhone: ['Shift swap request accepted'],
      anaLaptop: ['Shift swap request accepted'],
      boPhone: ['Shift swap request'],
    });
    expect(devices.managerPhone.received[0]!.payload).toMatchObject({ url: '/?tab=requests' });
    expect(devices.managerPhone.received[0]!.topic).toBe('approvals');
  });

  it('pushes time off to the managers and its decision to the employee, without reason or note', async () => {
    const { manager, ana, devices } = await team();
    const created = await ana.agent
      .post('/api/time-off-requests')
      .send(vacation({ reason: 'Surgery on my knee' }))
      .expect(201);
    await manager.agent
      .put(`/api/time-off-requests/${created.body.id}`)
      .send({ status: 'approved', reviewerNotes: 'Pay docked 2 days, see HR' })
      .expect(200);
    await pushesSettled(ctx);

    expect(titlesOn(devices)).toEqual({
      managerPhone: ['New Time Off Request'],
      anaPhone: ['Time Off Request Approved'],
      anaLaptop: ['Time Off Request Approved'],
      boPhone: [],
    });
    const everything = JSON.stringify(service.received().map((r) => r.payload));
    expect(everything).not.toMatch(/Surgery|knee|Pay docked|HR/);
    for (const received of service.received()) {
      expect(Object.keys(received.payload as object).sort()).toEqual(['body', 'title', 'url']);
    }
    expect(devices.anaPhone.received[0]!.payload).toMatchObject({ url: '/?tab=preferences' });
  });

  it('pushes a change to a published shift to the people on it', async () => {
    const { organizationId, manager, ana, devices } = await team();
    const shift = await createShift(ctx.db, {
      organizationId,
      date: '2030-05-10',
      employeeIds: [ana.employee.id],
    });
    await manager.agent
      .put(`/api/shifts/${shift.id}`)
      .send({ startTime: '10:00', notifyEmployees: true })
      .expect(200);
    await pushesSettled(ctx);
    expect(devices.anaPhone.received).toHaveLength(1);
    expect(devices.anaLaptop.received).toHaveLength(1);
    expect(devices.boPhone.received).toHaveLength(0);
    expect(devices.managerPhone.received).toHaveLength(0);
  });

  it('pushes a reminder urgently, living only until the shift starts', async () => {
    const { organizationId, ana, devices } = await team();
    const start = new Date(Date.now() + 3 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    await createShift(ctx.db, {
      organizationId,
      title: 'Early bar',
      date: start.toISOString().slice(0, 10),
      startTime: start.toISOString().slice(11, 16),
      employeeIds: [ana.employee.id],
    });
    expect(await sendDueReminders(ctx.db, ctx.notifier, new Date())).toBeGreaterThanOrEqual(1);
    await pushesSettled(ctx);

    const [reminder] = devices.anaPhone.received;
    expect(reminder!.payload).toMatchObject({ title: 'Shift reminder: Early bar' });
    expect(reminder!.topic).toBe('reminders');
    expect(reminder!.urgency).toBe('high');
    const secondsToStart = (start.getTime() - reminder!.receivedAt) / 1000;
    expect(reminder!.ttl).toBeGreaterThan(0);
    expect(reminder!.ttl).toBeLessThanOrEqual(Math.ceil(secondsToStart));
    expect(devices.anaLaptop.received).toHaveLength(1);
  });
});

describe('what the push service says', () => {
  it('deletes a subscription the push service answers 410 or 404 for, and keeps the others', async () => {
    const { ana, bo, devices } = await team();
    devices.anaPhone.answerNext(410);
    devices.boPhone.answerNext(404);
    await transaction(ctx.db, (tx) =>
      ctx.notifier.notify(tx, {
        organizationId: ana.employee.organizationId,
        userIds: [ana.employee.id, bo.employee.id],
        type: 'schedule_update',
        roleContext: 'employee',
        title: 'Shift changed',
        message: 'Your shift moved.',
      }),
    );
    await pushesSettled(ctx);

    const left = await ctx.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.organizationId, ana.employee.organizationId));
    expect(left.map((d) => d.id).sort()).toEqual(
      [devices.managerPhone.id, devices.anaLaptop.id].sort(),
    );
    expect(devices.anaLaptop.received).toHaveLength(1);
    const list = await ana.agent.get('/api/push/subscriptions').expect(200);
    expect(list.body.map((d: { id: number }) => d.id)).toEqual([devices.anaLaptop.id]);
  });

  it('retries a push the service could not take, and delivers it once', async () => {
    const { ana, devices } = await team();
    devices.anaPhone.answerNext(503, 500);
    await transaction(ctx.db, (tx) =>
      ctx.notifier.notify(tx, {
        organizationId: ana.employee.organizationId,
        userIds: [ana.employee.id],
        type: 'schedule_update',
        roleContext: 'employee',
        title: 'Shift changed',
        message: 'Your shift moved.',
      }),
    );
    await pushesSettled(ctx);
    expect(devices.anaPhone.refused).toBe(2);
    expect(payloadsOf(devices.anaPhone)).toHaveLength(1);
    expect(payloadsOf(devices.anaLaptop)).toHaveLength(1);
  });
});
