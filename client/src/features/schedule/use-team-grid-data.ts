// Everything the team grid draws and judges, in four reads: the week's shifts, the people, the
// week's approved time off and everyone's recurring unavailability.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addDaysIso } from '@shared/domain/dates';
import { teamUnavailabilityQuery } from '@/lib/unavailability-query';
import { buildTeamModel } from './team-grid-model';
import { useApprovedTimeOff } from './use-approved-time-off';
import { useScheduleEmployees } from './use-schedule-employees';
import { useWeekShifts } from './use-shifts';

export function useTeamGridData(monday: string) {
  const shifts = useWeekShifts(monday);
  const people = useScheduleEmployees();
  const timeOffs = useApprovedTimeOff(monday, addDaysIso(monday, 6));
  // Shading only: without it the grid still works, and the server still judges every drop.
  const unavailability = useQuery({ ...teamUnavailabilityQuery(), retry: false });
  const model = useMemo(
    () =>
      shifts.data && people.data
        ? buildTeamModel({
            monday,
            people: people.data,
            shifts: shifts.data,
            timeOffs,
            unavailability: unavailability.data ?? [],
          })
        : null,
    [monday, shifts.data, people.data, timeOffs, unavailability.data],
  );
  return {
    model,
    isPending: shifts.isPending || people.isPending,
    isError: shifts.isError || people.isError,
  };
}
