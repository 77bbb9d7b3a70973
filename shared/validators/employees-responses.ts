// What /api/employees answers. Managers read the whole team with hourly rates; employees read
// only who their coworkers are, by name and role.
// The client's copy is generated/employees-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { employeePositions, users } from '../schema';
import { managedUserResponse } from './users';

const userColumns = createSelectSchema(users);

/** A coworker as an employee sees them. */
export const teammateResponse = userColumns.pick({
  id: true,
  firstName: true,
  lastName: true,
  role: true,
});
export type TeammateResponse = z.infer<typeof teammateResponse>;

/** A position the person is qualified for, with their own rate for it (null: none of their own). */
export const qualificationResponse = createSelectSchema(employeePositions).pick({
  positionId: true,
  hourlyRate: true,
});
export type QualificationResponse = z.infer<typeof qualificationResponse>;

/** A person as managers read and edit them: the manager-only fields and their qualifications. */
export const managedEmployeeResponse = managedUserResponse.extend({
  positions: z.array(qualificationResponse),
  /** Where the person works, in id order. */
  locationIds: z.array(z.number()),
});
export type ManagedEmployeeResponse = z.infer<typeof managedEmployeeResponse>;

/** A manager's read of the list: every person with the manager-only fields. */
export const managedUserListResponse = z.array(managedEmployeeResponse);

export const employeeListResponse = z.union([managedUserListResponse, z.array(teammateResponse)]);
export type EmployeeListResponse = z.infer<typeof employeeListResponse>;

/** Someone who may take over a shift: free at its time when a shift is named. */
export const swapCandidateResponse = userColumns.pick({
  id: true,
  firstName: true,
  lastName: true,
});
export const swapCandidatesResponse = z.array(swapCandidateResponse);
export type SwapCandidateResponse = z.infer<typeof swapCandidateResponse>;

/** A person's hours in a week against their limit. */
export const weeklyHoursResponse = z.object({
  employeeId: z.number(),
  scheduledHours: z.number(),
  remainingHours: z.number(),
  weeklyHoursLimit: z.number(),
});
export type WeeklyHoursResponse = z.infer<typeof weeklyHoursResponse>;
export const teamWeeklyHoursResponse = z.array(weeklyHoursResponse);

/** Whether the person can take a prospective shift: one warning to confirm, or none. */
export const fullAvailabilityResponse = z.object({
  warning: z.string().nullable(),
  allowOverride: z.boolean(),
});
export type FullAvailabilityResponse = z.infer<typeof fullAvailabilityResponse>;
