// Position inputs, shared by the positions card and the routes. No table imports, so the client
// forms use them without pulling in the schema.
import { z } from 'zod';
import { hourlyRateSchema } from './accounts';
import { SHIFT_COLORS } from './shifts';

export const POSITION_NAME_MAX = 60;

export const positionInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(POSITION_NAME_MAX, `Name must be at most ${POSITION_NAME_MAX} characters`),
  color: z.enum(SHIFT_COLORS, { error: 'Unknown colour' }),
  // Absent or null: no default rate; people's own rates still apply.
  hourlyRate: hourlyRateSchema.nullable().optional(),
});
export type PositionInput = z.infer<typeof positionInputSchema>;

/** DELETE's query: `clearShifts=true` takes the position off the shifts that need it. */
export const deletePositionQuerySchema = z.object({
  clearShifts: z.enum(['true', 'false'], { error: 'clearShifts is true or false' }).optional(),
});
