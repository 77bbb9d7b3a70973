// What the recurring unavailability routes answer: the rows, with the person's name in the
// manager's list of the whole team.
// The client's copy is generated/unavailability-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { unavailability } from '../schema';
import { wireRow } from './wire';

export const unavailabilityResponse = wireRow(createSelectSchema(unavailability)).omit({
  organizationId: true,
});
export type UnavailabilityResponse = z.infer<typeof unavailabilityResponse>;
export const unavailabilityListResponse = z.array(unavailabilityResponse);

export const teamUnavailabilityResponse = z.array(
  unavailabilityResponse.extend({ employeeName: z.string() }),
);
export type TeamUnavailabilityResponse = z.infer<typeof teamUnavailabilityResponse>;

/** A deleted row answers with its id. */
export const deletedIdResponse = z.object({ id: z.number() });
