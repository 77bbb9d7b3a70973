// What every error answer carries, and the kinds of conflict a 409 (or a time-off 400) lists.
// The server types what it throws with these and, under test, checks each error body against
// `errorResponse`; the client reads `conflicts` through them instead of casting.
// The client's copy is generated/errors-responses.ts (`npm run generate:responses`).
import { z } from 'zod';
import { shiftConflictResponse } from './time-off-responses';

export const fieldErrorResponse = z.object({ path: z.string(), message: z.string() });

/** A person who cannot take a shift because of one of theirs: an assignment refused with 409. */
export const assignmentConflictResponse = z.object({
  employeeId: z.number(),
  employeeName: z.string(),
  shiftId: z.number(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type AssignmentConflictResponse = z.infer<typeof assignmentConflictResponse>;
export const assignmentConflictsResponse = z.array(assignmentConflictResponse);

/** A shift of a fill that changed or went away since, so the fill cannot be undone. */
export const undoConflictResponse = z.object({
  shiftId: z.number(),
  title: z.string().optional(),
  date: z.string().optional(),
});

/** A position that shifts still need, so it cannot be deleted unless they are cleared of it. */
export const positionInUseConflictResponse = z.object({
  positionId: z.number(),
  shiftCount: z.number(),
});
export type PositionInUseConflict = z.infer<typeof positionInUseConflictResponse>;

/** A shift that stands in the way of time off being recorded (400 with a suggestion). */
export const timeOffConflictsResponse = z.array(shiftConflictResponse);

export const errorConflictResponse = z.union([
  assignmentConflictResponse,
  shiftConflictResponse,
  undoConflictResponse,
  positionInUseConflictResponse,
]);
export type ErrorConflict = z.input<typeof errorConflictResponse>;

export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(fieldErrorResponse).optional(),
  conflicts: z.array(errorConflictResponse).optional(),
  suggestion: z.string().optional(),
  /** On 5xx answers: the id the server's log lines about this request carry. */
  requestId: z.string().optional(),
});
