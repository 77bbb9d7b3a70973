// How far ahead the organization lets managers schedule, for the date pickers that place shifts:
// the last allowed date and the sentence that says so. No limit (or settings not loaded yet)
// leaves the pickers open; the server refuses what lies past the horizon either way.
import { useQuery } from '@tanstack/react-query';
import { asWeekStartsOn, todayIn } from '@shared/domain/dates';
import { horizonRule, schedulingHorizon } from '@shared/domain/scheduling-horizon';
import { organizationSettingsQuery } from './settings-query';

export type SchedulingHorizon = { last: string; rule: string } | null;

/** `today` is the organization's today the screen already holds; read from its settings if absent. */
export function useSchedulingHorizon(today?: string): SchedulingHorizon {
  const { data } = useQuery(organizationSettingsQuery());
  if (!data) return null;
  const last = schedulingHorizon(
    today ?? todayIn(data.timeZone),
    data.advanceSchedulingWeeks,
    asWeekStartsOn(data.weekStartsOn),
  );
  return last ? { last, rule: horizonRule(data.advanceSchedulingWeeks, last) } : null;
}
