// User shapes that leave the server, derived from the table. The response schema picks its
// columns, so the password hash can never be sent by accident.
// The client's copy is generated/users.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { users } from '../schema';
import { wireRow } from './wire';

export const publicUserSchema = createSelectSchema(users).pick({
  id: true,
  organizationId: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  role: true,
  employeeType: true,
  weeklyHoursLimit: true,
  // The person's own wanted weekly hours: theirs to see and edit, and their managers'.
  minHours: true,
  targetHours: true,
  // Managers only: false scopes them to the locations they work at.
  managesAllLocations: true,
  createdAt: true,
  updatedAt: true,
});

export type PublicUser = z.infer<typeof publicUserSchema>;

/** A team member as managers see them: the public fields plus the manager-only hourly rate. */
export const managedUserSchema = publicUserSchema.extend(
  createSelectSchema(users).pick({ hourlyRate: true }).shape,
);

export type ManagedUser = z.infer<typeof managedUserSchema>;

// Made once: building a schema costs many times what parsing with it does, and a team list
// parses one row per person.
const publicUserStripped = publicUserSchema.strip();
const managedUserStripped = managedUserSchema.strip();

/** Strips every column not in the public schema (the password hash above all). */
export function toPublicUser(user: Record<string, unknown>): PublicUser {
  return publicUserStripped.parse(user);
}

/** Only for answers to managers: the one place the hourly rate leaves the server. */
export function toManagedUser(user: Record<string, unknown>): ManagedUser {
  return managedUserStripped.parse(user);
}

/** The signed-in person, or a user just created, as the client reads them. */
export const userResponse = wireRow(publicUserSchema);
export type UserResponse = z.infer<typeof userResponse>;

/** A team member as a manager reads them, with the hourly rate. */
export const managedUserResponse = wireRow(managedUserSchema);
export type ManagedUserResponse = z.infer<typeof managedUserResponse>;
