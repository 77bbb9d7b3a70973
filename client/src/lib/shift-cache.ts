// Refreshing the shift reads: every week, month and range key starts with shiftKeys.all, so
// whatever changes shifts (the schedule's dialogs, a schedule copy) refreshes them all in one go.
import type { QueryClient } from '@tanstack/react-query';
import { employeeKeys, shiftKeys } from './query-keys';

/** Shifts changed: every shift read, and the weekly hours they add up to. */
export const invalidateShifts = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: shiftKeys.all }),
    client.invalidateQueries({ queryKey: employeeKeys.weeklyHoursAll() }),
  ]);
