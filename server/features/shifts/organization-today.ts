// "Today" for the organization, in its time zone: the default week of the schedule reads.
import { todayIn } from '@shared/domain/dates';
import type { Db, Tx } from '../../db/connection';
import { getOrganizationSettings } from '../settings/service';

export async function organizationToday(db: Db | Tx, organizationId: number) {
  const { timeZone } = await getOrganizationSettings(db, organizationId);
  return todayIn(timeZone);
}
