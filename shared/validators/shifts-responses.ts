// What the shift routes answer. A shift leaves the server with its columns as stored (times as
// 'HH:MM'), its end time, its assignments and the people on it, each person once; an employee's
// read adds whether it is theirs and who works it with them. Only managers' reads carry emails.
// The client's copy is generated/shifts-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { shiftAssignments, shifts, users } from '../schema';
import { CLAIM_MODES } from './open-shifts';

export const assignmentResponse = createSelectSchema(shiftAssignments).pick({
  id: true,
  shiftId: true,
  employeeId: true,
  stationNumber: true,
  published: true,
});
export type AssignmentResponse = z.infer<typeof assignmentResponse>;

const userColumns = createSelectSchema(users);

export const assignedEmployeeResponse = userColumns
  .pick({ id: true, firstName: true, lastName: true })
  .extend({ email: userColumns.shape.email.optional() });
export type AssignedEmployeeResponse = z.infer<typeof assignedEmployeeResponse>;

export const coworkerResponse = userColumns.pick({ firstName: true, lastName: true });

export const shiftResponse = createSelectSchema(shifts)
  .pick({
    id: true,
    title: true,
    shiftType: true,
    color: true,
    numberOfStations: true,
    employeesPerStation: true,
    date: true,
    startTime: true,
    duration: true,
    notes: true,
    recurringSeriesId: true,
    createdBy: true,
    published: true,
    positionId: true,
    locationId: true,
  })
  .extend({
    locationName: z.string(),
    /** The location's zone: the shift's date and times are wall-clock there. */
    locationTimeZone: z.string(),
    /** The name and colour of the position the shift needs, for its chip; null without one. */
    positionName: z.string().nullable(),
    positionColor: z.string().nullable(),
    /** Open shifts: when its open places were offered (null: not offered), how they are claimed
     * (null: the organization's way), the bid deadline, and claims waiting for a decision. */
    offeredAt: z.string().nullable(),
    claimMode: z.enum(CLAIM_MODES).nullable(),
    bidDeadline: z.string().nullable(),
    pendingClaims: z.number(),
    endTime: z.string(),
    assignments: z.array(assignmentResponse),
    assignedEmployees: z.array(assignedEmployeeResponse),
    /**
     * Availability warnings about the shift's new assignments, on the answers of changes; the last
     * shift of a series cut at the scheduling horizon also says where it stopped.
     */
    warnings: z.array(z.string()).optional(),
    isMine: z.boolean().optional(),
    coworkers: z.array(coworkerResponse).optional(),
  });
export type ShiftResponse = z.infer<typeof shiftResponse>;
export const shiftListResponse = z.array(shiftResponse);

/** A read by a signed-in employee always says whether the shift is theirs and who is on it. */
export const employeeShiftResponse = shiftResponse.required({ isMine: true, coworkers: true });
export type EmployeeShiftResponse = z.infer<typeof employeeShiftResponse>;
export const employeeShiftListResponse = z.array(employeeShiftResponse);

/** POST /api/shifts: one shift, or the whole series when it repeats. */
export const createdShiftsResponse = z.union([shiftResponse, shiftListResponse]);

export const assignmentValidationResponse = z.object({
  ok: z.literal(true),
  warnings: z.array(z.string()),
});
export type AssignmentValidationResponse = z.infer<typeof assignmentValidationResponse>;

export const assignedResponse = z.object({
  message: z.string(),
  assignment: assignmentResponse.extend({ employee: assignedEmployeeResponse }),
  shift: shiftResponse,
  warnings: z.array(z.string()),
});
export type AssignedResponse = z.infer<typeof assignedResponse>;

export const deletedShiftsResponse = z.object({ deletedCount: z.number() });
export type DeletedShiftsResponse = z.infer<typeof deletedShiftsResponse>;
