// What /api/positions answers. Managers read each position with its default rate; employees read
// only names and colours (rates are managers' business, like a person's own rate).
// The client's copy is generated/positions-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { positions } from '../schema';

const positionColumns = createSelectSchema(positions);

/** A position as anyone in the organization sees it. */
export const positionLabelResponse = positionColumns.pick({ id: true, name: true, color: true });
export type PositionLabelResponse = z.infer<typeof positionLabelResponse>;

/** A position as managers see it, with its default hourly rate. */
export const positionResponse = positionColumns.pick({
  id: true,
  name: true,
  color: true,
  hourlyRate: true,
});
export type PositionResponse = z.infer<typeof positionResponse>;
export const positionListResponse = z.array(positionResponse);

export const positionsReadResponse = z.union([
  positionListResponse,
  z.array(positionLabelResponse),
]);

/** A deleted position, with the number of shifts it was taken off (0 unless asked to clear). */
export const deletedPositionResponse = z.object({ id: z.number(), clearedShifts: z.number() });
export type DeletedPositionResponse = z.infer<typeof deletedPositionResponse>;
