// Today in the organization's time zone ("today" and "past" are the organization's), from its
// settings once they load; the default zone until then or if they cannot be read.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, todayIn } from '@shared/domain/dates';
import { organizationSettingsQuery } from './settings-queries';

export function useOrganizationToday(): string {
  const { data } = useQuery(organizationSettingsQuery());
  return todayIn(data?.timeZone ?? DEFAULT_TIME_ZONE);
}
