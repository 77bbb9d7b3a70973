// A shift an employee can ask to switch or have covered: what the schedule's cards hand to the swap
// dialogs (the page composes the two features, which never import each other).
import type { ShiftResponse } from '@shared/validators/shifts-responses';

export type RequestableShift = Pick<
  ShiftResponse,
  'id' | 'title' | 'date' | 'startTime' | 'duration'
>;
