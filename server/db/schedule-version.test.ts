// The triggers of migration 0006: every write a schedule read depends on raises the version of
// its organization, once per transaction, and nothing else does.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  unavailability,
  organizationSettings,
  shiftAssignments,
  shifts,
  timeOffRequests,
  users,
} from '@shared/schema';
import { useTestApp } from '../test/app';
import { createOrganization, createShift, createUser } from '../test/factories';
import { scheduleVersionReader } from './schedule-version';
import { ensureFirstLocation } from '../features/locations/first-location';

const ctx = useTestApp();

async function organizationWithVersion() {
  const { id } = await createOrganization(ctx.db);
  const read = scheduleVersionReader(ctx.db, ctx.changes);
  return { id, version: () => read(id).then((r) => r.version) };
}

describe('schedule version triggers', () => {
  it('rise once for a transaction writing many rows of many tables', async () => {
    const org = await organizationWithVersion();
    const before = await org.version();
    const locationId = await ensureFirstLocation(ctx.db, org.id);
    await ctx.db.transaction(async (tx) => {
      const [person] = await tx
        .insert(users)
        .values({ organizationId: org.id, email: `v-${org.id}@example.com`, password: 'x' })
        .returning();
      const inserted = await tx
        .insert(shifts)
        .values(
          ['2030-01-07', '2030-01-08', '2030-01-09'].map((date) => ({
            organizationId: org.id,
            locationId,
            title: 'Desk',
            date,
            startTime: '09:00',
          })),
        )
        .returning();
      await tx.insert(shiftAssignments).values(
        inserted.map((shift) => ({
          organizationId: org.id,
          shiftId: shift.id,
          employeeId: person!.id,
        })),
      );
      await tx.update(shifts).set({ title: 'Front desk' }).where(eq(shifts.organizationId, org.id));
    });
    expect(await org.version()).toBe(before + 1);
  });

  it('rise for each table a schedule read depends on, and for deletes', async () => {
    const org = await organizationWithVersion();
    const employee = await createUser(ctx.db, { organizationId: org.id });
    const shift = await createShift(ctx.db, { organizationId: org.id });
    const writes: (() => Promise<unknown>)[] = [
      () => ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, employee.id)),
      () => ctx.db.update(shifts).set({ notes: 'Bring keys' }).where(eq(shifts.id, shift.id)),
      () =>
        ctx.db
          .insert(shiftAssignments)
          .values({ organizationId: org.id, shiftId: shift.id, employeeId: employee.id }),
      () => ctx.db.delete(shiftAssignments).where(eq(shiftAssignments.shiftId, shift.id)),
      () =>
        ctx.db.insert(timeOffRequests).values({
          organizationId: org.id,
          employeeId: employee.id,
          startDate: '2030-02-01',
          endDate: '2030-02-02',
          reason: 'Trip',
        }),
      () =>
        ctx.db.insert(unavailability).values({
          organizationId: org.id,
          employeeId: employee.id,
          dayOfWeek: 1,
          startTime: '09:00',
          endTime: '17:00',
        }),
      () =>
        ctx.db
          .update(organizationSettings)
          .set({ minRestHours: 3 })
          .where(eq(organizationSettings.organizationId, org.id)),
      () => ctx.db.delete(shifts).where(eq(shifts.id, shift.id)),
    ];
    for (const write of writes) {
      const before = await org.version();
      await write();
      expect(await org.version()).toBe(before + 1);
    }
  });

  it('stay put for a rolled-back write and for another organization', async () => {
    const org = await organizationWithVersion();
    const other = await organizationWithVersion();
    const [before, otherBefore] = [await org.version(), await other.version()];
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(shifts).values({
          organizationId: org.id,
          locationId: await ensureFirstLocation(tx, org.id),
          title: 'Gone',
          date: '2030-01-07',
          startTime: '09:00',
        });
        tx.rollback();
      }),
    ).rejects.toThrow();
    await createShift(ctx.db, { organizationId: other.id });
    expect(await org.version()).toBe(before);
    expect(await other.version()).toBe(otherBefore + 1);
  });

  it('rise in the next transaction of the same connection too', async () => {
    const org = await organizationWithVersion();
    const before = await org.version();
    const client = await ctx.pool.connect();
    try {
      for (const title of ['One', 'Two']) {
        await client.query(
          `insert into shifts (organization_id, title, date, start_time) values ($1, $2, '2030-01-07', '09:00')`,
          [org.id, title],
        );
      }
    } finally {
      client.release();
    }
    expect(await org.version()).toBe(before + 2);
  });
});
