// The clock's answers as the screens name them; the schemas are the server's own (generated).
import type { z } from 'zod/mini';
import type {
  clockPunchResponse,
  clockResponse,
  clockShiftResponse,
} from '@shared/validators/generated/clock-responses';

export {
  clockResponse as clockSchema,
  punchResultResponse as punchAnswerSchema,
} from '@shared/validators/generated/clock-responses';

export type Clock = z.infer<typeof clockResponse>;
export type ClockState = Clock['state'];
export type ClockShift = z.infer<typeof clockShiftResponse>;
export type ClockPunch = z.infer<typeof clockPunchResponse>;
