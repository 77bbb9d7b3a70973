// GET /api/timesheets/period: the pay period holding a date (today in the organization's zone
// by default), its neighbours, and whether it is locked.
import { todayIn } from '@shared/domain/dates';
import { nextPayPeriod, payPeriodContaining, previousPayPeriod } from '@shared/domain/pay-periods';
import type { PayPeriodResponse } from '@shared/validators/timesheets-responses';
import type { Db } from '../../db/connection';
import { readPayContext } from './pay-settings';
import { readStandingLock } from './period-locks';

export async function readPayPeriod(
  db: Db,
  organizationId: number,
  date: string | undefined,
  now = new Date(),
): Promise<PayPeriodResponse> {
  const { timeZone, periods } = await readPayContext(db, organizationId);
  const period = payPeriodContaining(date ?? todayIn(timeZone, now), periods);
  const lock = await readStandingLock(db, organizationId, period);
  return {
    ...period,
    previous: previousPayPeriod(period, periods),
    next: nextPayPeriod(period, periods),
    locked: lock !== null,
    lock,
  };
}
