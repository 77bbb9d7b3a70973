// How the team grid groups its rows, remembered per signed-in user in this browser: a manager who
// plans by position finds the grid grouped the next time, and someone else on the same browser
// keeps their own choice.
import { useMemo, useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { readUserEntry, writeUserEntry } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const TEAM_GROUPINGS = ['none', 'position'] as const;
export type TeamGrouping = (typeof TEAM_GROUPINGS)[number];

const isGrouping = (value: string | null): value is TeamGrouping =>
  TEAM_GROUPINGS.some((grouping) => grouping === value);

export function useTeamGrouping() {
  const userId = useCurrentUser().data?.id ?? null;
  const stored = useMemo(() => {
    const value = userId === null ? null : readUserEntry(STORAGE_KEYS.teamGridGrouping, userId);
    return isGrouping(value) ? value : 'none';
  }, [userId]);
  // A choice made on this visit wins over the stored one, even before the user is known.
  const [chosen, setChosen] = useState<TeamGrouping | null>(null);
  const choose = (grouping: TeamGrouping) => {
    setChosen(grouping);
    if (userId !== null) writeUserEntry(STORAGE_KEYS.teamGridGrouping, userId, grouping);
  };
  return [chosen ?? stored, choose] as const;
}
