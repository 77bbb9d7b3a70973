// What the time-off routes answer: requests with the employee's name (the stored one once they
// have left), times as 'HH:MM'.
// The client's copy is generated/time-off-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { shifts, timeOffRequests } from '../schema';
import { wireRow } from './wire';

export const timeOffRequestResponse = wireRow(createSelectSchema(timeOffRequests))
  .omit({ organizationId: true })
  .extend({ employeeName: z.string() });
export type TimeOffRequestResponse = z.infer<typeof timeOffRequestResponse>;
export const timeOffRequestListResponse = z.array(timeOffRequestResponse);

/** Approved time off in a range, as the schedule marks it: managers also read type and reason. */
export const approvedTimeOffResponse = timeOffRequestResponse
  .pick({
    id: true,
    employeeId: true,
    employeeName: true,
    startDate: true,
    endDate: true,
    allDay: true,
    startTime: true,
    endTime: true,
    multipleDates: true,
  })
  .extend({
    type: timeOffRequestResponse.shape.type.optional(),
    reason: timeOffRequestResponse.shape.reason.optional(),
  });
export type ApprovedTimeOffResponse = z.infer<typeof approvedTimeOffResponse>;
export const approvedTimeOffListResponse = z.array(approvedTimeOffResponse);

export const shiftConflictResponse = createSelectSchema(shifts)
  .pick({ id: true, title: true, date: true, startTime: true })
  .extend({ endTime: z.string() });
export const conflictCheckResponse = z.object({
  hasConflict: z.boolean(),
  message: z.string(),
  conflicts: z.array(shiftConflictResponse),
});
export type ConflictCheckResponse = z.infer<typeof conflictCheckResponse>;
