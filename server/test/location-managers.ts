// An organization with two locations for the tests of location managers: an org-wide manager, a
// location manager of the first location only, and one employee working at each location.
import { randomBytes } from 'node:crypto';
import { locations } from '@shared/schema';
import { firstLocationId } from '../features/locations/first-location';
import { signedInAgent, type TestContext } from './app';
import { createManager, createOrganization, createUser } from './factories';
import { signedInManager } from './shifts';

export async function twoLocations(ctx: TestContext) {
  const organizationId = (await createOrganization(ctx.db)).id;
  const first = (await firstLocationId(ctx.db, organizationId))!;
  const [row] = await ctx.db
    .insert(locations)
    .values({
      organizationId,
      name: `Harbour ${randomBytes(3).toString('hex')}`,
      timeZone: 'America/Chicago',
    })
    .returning({ id: locations.id });
  const second = row!.id;
  const { agent: manager } = await signedInManager(ctx, organizationId);
  // Set directly: the employee edit does not offer this scope yet.
  const locationManager = await createManager(ctx.db, {
    organizationId,
    managesAllLocations: false,
    locationIds: [first],
  });
  const scoped = await signedInAgent(ctx, locationManager.email, locationManager.plainPassword);
  const here = await createUser(ctx.db, { organizationId, locationIds: [first] });
  const there = await createUser(ctx.db, { organizationId, locationIds: [second] });
  return { organizationId, first, second, manager, locationManager, scoped, here, there };
}

export const idsOf = (body: { id: number }[]) => body.map((row) => row.id).sort((a, b) => a - b);
