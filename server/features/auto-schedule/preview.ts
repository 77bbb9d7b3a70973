// A fill previewed: solved off the request thread and stored, so any app process can apply it.
import { randomUUID } from 'node:crypto';
import { autoSchedulePreviews } from '@shared/schema';
import type { AutoSchedulePreview } from '@shared/validators/auto-schedule';
import type { Db } from '../../db/connection';
import { loadHorizon, refusePastHorizon } from '../shifts/scheduling-horizon';
import { loadSolverInput } from './load-input';
import { solveOffThread } from './solver-thread';
import type { LocationScope } from '../locations/location-scope';

export async function previewFill(
  db: Db,
  manager: { id: number; organizationId: number },
  range: { start: string; end: string; rebalance: boolean },
  scope: LocationScope,
): Promise<AutoSchedulePreview> {
  refusePastHorizon(await loadHorizon(db, manager.organizationId), range.end, 'end');
  const input = await loadSolverInput(db, manager.organizationId, range, scope);
  const result = await solveOffThread(input);
  const previewId = randomUUID();
  await db.insert(autoSchedulePreviews).values({
    id: previewId,
    organizationId: manager.organizationId,
    createdBy: manager.id,
    startDate: range.start,
    endDate: range.end,
    rebalance: range.rebalance,
    result,
  });
  return { previewId, ...result };
}
