// What the preferences routes answer: the rows as stored, and a person's wanted weekly hours
// beside their limit.
// The client's copy is generated/preferences-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { preferences, users } from '../schema';
import { wireRow } from './wire';

export const preferenceResponse = wireRow(createSelectSchema(preferences)).omit({
  organizationId: true,
});
export type PreferenceResponse = z.infer<typeof preferenceResponse>;
export const preferenceListResponse = z.array(preferenceResponse);

export const wantedHoursResponse = createSelectSchema(users).pick({
  minHours: true,
  targetHours: true,
  weeklyHoursLimit: true,
});
export type WantedHoursResponse = z.infer<typeof wantedHoursResponse>;
