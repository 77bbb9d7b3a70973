// Audit of the schedule copy against out-of-range weeks and ids: 400, never 500, nothing copied.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { expectBadInput } from '../../test/bad-input';
import { createOrganization, createShift } from '../../test/factories';
import { signedInManager } from '../../test/shifts';

const ctx = useTestApp();

describe('schedule copy against out-of-range input', () => {
  it('answers 400 to weeks outside the years the database handles, copying nothing', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const { agent } = await signedInManager(ctx, organizationId);
    const shift = await createShift(ctx.db, { organizationId, date: '2030-01-16' });
    // Both are Mondays to the date arithmetic; year 0 and the year 10000 are not dates to PostgreSQL.
    for (const week of ['0000-01-01', '9999-12-27']) {
      expectBadInput(await agent.get('/api/schedule/copy-preview').query({ sourceWeek: week }));
      expectBadInput(
        await agent
          .post('/api/schedule/copy')
          .send({ sourceWeek: '2030-01-14', targetWeek: week, selectedShiftIds: [shift.id] }),
      );
    }
    expectBadInput(
      await agent.post('/api/schedule/copy').send({
        sourceWeek: '2030-01-14',
        targetWeek: '2030-01-21',
        selectedShiftIds: [shift.id, 2147483648],
      }),
    );
    expect(
      await ctx.db.select().from(shifts).where(eq(shifts.organizationId, organizationId)),
    ).toHaveLength(1);
  });
});
