// What the sign-up and organization-data routes answer. Hand-written (no table reads), so the
// client's copy in generated/ is plain zod/mini.
// The client's copy is generated/signup-responses.ts (`npm run generate:responses`).
import { z } from 'zod';

/** Whether this Shynk takes sign-ups from visitors. */
export const signupAvailabilityResponse = z.object({ enabled: z.boolean() });
export type SignupAvailabilityResponse = z.infer<typeof signupAvailabilityResponse>;

/** What a manager's first screens offer: the confirmation banner and the example week. */
export const onboardingResponse = z.object({
  verified: z.boolean(),
  canLoadExampleWeek: z.boolean(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponse>;

export const exampleWeekResponse = z.object({
  weekStart: z.string(),
  shifts: z.number(),
  people: z.number(),
});
export type ExampleWeekResponse = z.infer<typeof exampleWeekResponse>;
