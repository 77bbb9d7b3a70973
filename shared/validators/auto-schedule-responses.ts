// Answers of the fill's reads that the schedule page makes before the fill's own code is loaded.
import { z } from 'zod';

/** GET /api/auto-schedule/open-places: dates (YYYY-MM-DD) of shifts that have not started. */
export const openPlacesResponse = z.object({
  /** The last date holding such a shift; null when there is none. */
  lastShiftDate: z.string().nullable(),
  /** The last date holding one with a place still open; null when every place is taken. */
  lastOpenDate: z.string().nullable(),
});
export type OpenPlaces = z.infer<typeof openPlacesResponse>;
