// The SQL capacity rule must say what the shared one says, or the Unleash button and the publish
// warning would disagree with the grid's understaffed marks.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { capacitySql, openPlacesSql } from './capacity-sql';

const ctx = useTestApp();

describe('capacitySql', () => {
  it('gives every configuration the capacity and open places the shared rule gives', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const person = await createUser(ctx.db, { organizationId });
    const configurations = [
      { numberOfStations: 0, employeesPerStation: 3 },
      { numberOfStations: 1, employeesPerStation: 1 },
      { numberOfStations: 2, employeesPerStation: 3 },
      { numberOfStations: 4, employeesPerStation: 1 },
    ];
    for (const configuration of configurations) {
      const shift = await createShift(ctx.db, {
        organizationId,
        ...configuration,
        employeeIds: [person.id],
      });
      const [row] = await ctx.db
        .select({ capacity: capacitySql, open: openPlacesSql })
        .from(shifts)
        .where(eq(shifts.id, shift.id));
      expect(Number(row!.capacity)).toBe(shiftCapacity(configuration));
      expect(Number(row!.open)).toBe(shiftCapacity(configuration) - 1);
    }
  });
});
