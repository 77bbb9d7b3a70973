// Today in the organization's time zone ("today" and "past" are the organization's), from its
// settings once they load; the default zone until then or if they cannot be read.
import { useQuery } from '@tanstack/react-query';
import {
  asWeekStartsOn,
  DEFAULT_TIME_ZONE,
  todayIn,
  type WeekStartsOn,
} from '@shared/domain/dates';
import { organizationSettingsQuery } from './settings-query';

// The browser's first time-zone formatter takes tens of milliseconds on a slow phone (its zone
// data loads). Built in a task of its own once this module arrives (the dashboards fetch it ahead
// of the screens that ask for today), so that cost never lengthens the task of a render.
setTimeout(() => todayIn());

export function useOrganizationToday(): string {
  const { data } = useQuery(organizationSettingsQuery());
  return todayIn(data?.timeZone ?? DEFAULT_TIME_ZONE);
}

/** The weekday the organization's weeks start on; Monday until its settings load. */
export function useWeekStartsOn(): WeekStartsOn {
  const { data } = useQuery(organizationSettingsQuery());
  return asWeekStartsOn(data?.weekStartsOn);
}
