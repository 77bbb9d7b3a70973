// Everything the team grid draws and judges, in six reads: the shifts of the week and two days
// either side (one range read), the people, the approved time off the week's shifts can touch,
// everyone's recurring unavailability, everyone's preferences in effect in the week, and the
// organization's minimum rest.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addDaysIso } from '@shared/domain/dates';
import { organizationSettingsQuery } from '@/lib/settings-query';
import { teamPreferencesQuery } from '@/lib/preferences-query';
import { teamUnavailabilityQuery } from '@/lib/unavailability-query';
import { buildTeamModel, teamRange } from './team-grid-model';
import { useApprovedTimeOff } from './use-approved-time-off';
import { useScheduleEmployees } from './use-schedule-employees';
import { useRangeShifts } from './use-shifts';

export function useTeamGridData(monday: string) {
  const range = teamRange(monday);
  const shifts = useRangeShifts(range.start, range.end);
  const people = useScheduleEmployees();
  // A Sunday shift can run into the next Monday.
  const timeOffs = useApprovedTimeOff(monday, addDaysIso(monday, 7));
  // Shading and the live checks only: without them the grid still works, and the server still
  // judges every drop.
  const unavailability = useQuery({ ...teamUnavailabilityQuery(), retry: false });
  // Marks only, like the shading: the grid works without them.
  const preferences = useQuery({
    ...teamPreferencesQuery({ start: monday, end: addDaysIso(monday, 6) }),
    retry: false,
  });
  const settings = useQuery(organizationSettingsQuery());
  const minRestHours = settings.data?.minRestHours;
  const maxSplitGapHours = settings.data?.maxSplitGapHours;
  const model = useMemo(
    () =>
      shifts.data && people.data
        ? buildTeamModel({
            monday,
            people: people.data,
            shifts: shifts.data,
            timeOffs,
            unavailability: unavailability.data ?? [],
            preferences: preferences.data,
            minRestHours,
            maxSplitGapHours,
          })
        : null,
    [
      monday,
      shifts.data,
      people.data,
      timeOffs,
      unavailability.data,
      preferences.data,
      minRestHours,
      maxSplitGapHours,
    ],
  );
  return {
    model,
    isPending: shifts.isPending || people.isPending,
    isError: shifts.isError || people.isError,
  };
}
