// Webhook receivers learn of new and changed shifts as the API would answer them: one read of the
// shifts as they stand, then one delivery each, written in the change's own transaction.
import type { Tx } from '../../db/connection';
import type { WebhookEmitter } from '../webhooks/emit';
import { readShiftsById } from './read-shifts';

export async function announceShifts(
  tx: Tx,
  webhooks: WebhookEmitter,
  organizationId: number,
  type: 'shift.created' | 'shift.updated',
  ids: number[],
) {
  if (ids.length === 0) return [];
  const views = await readShiftsById(tx, organizationId, ids);
  await webhooks.emitMany(
    tx,
    organizationId,
    views.map((view) => ({ type, data: view })),
  );
  return views;
}
