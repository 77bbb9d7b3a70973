// Refreshing the shift reads: every week, month and range key starts with SHIFTS_KEY, so whatever
// changes shifts (the schedule's dialogs, a schedule copy) refreshes them all in one go.
import type { QueryClient } from '@tanstack/react-query';
import { SHIFTS_KEY, TEAM_WEEKLY_HOURS_KEY } from './query-keys';

/** Shifts changed: every shift read, and the weekly hours they add up to. */
export const invalidateShifts = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: SHIFTS_KEY }),
    // Prefix match: also the Employee Management table's hours for this week.
    client.invalidateQueries({ queryKey: TEAM_WEEKLY_HOURS_KEY }),
  ]);
