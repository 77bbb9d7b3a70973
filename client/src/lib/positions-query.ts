// GET /api/positions as managers read it: each position with its default rate. Settings, the
// employee edit, the shift dialogs and the team grid all read this one list.
import { queryOptions } from '@tanstack/react-query';
import type { PositionResponse } from '@shared/validators/positions-responses';
import { positionListResponse } from '@shared/validators/generated/positions-responses';
import { apiGet } from './api-client';
import { positionKeys } from './query-keys';

export type Position = PositionResponse;

export const positionsQuery = () =>
  queryOptions({
    queryKey: positionKeys.list(),
    queryFn: () => apiGet('/api/positions', positionListResponse),
  });
