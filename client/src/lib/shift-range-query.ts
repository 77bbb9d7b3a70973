// GET /api/shifts/range?start&end: every shift read of the schedule, the employee's schedule and
// the fill preview. The server answers each viewer with their own view of a shift (managers see
// assignments and emails, employees isMine and coworkers), so the caller names the view it reads
// by the schema it parses the answer with.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, type AnswerSchema } from './api-client';
import type { LocationFilter } from './location-choice';
import { shiftKeys, type DateRange } from './query-keys';

export const shiftRangeQuery = <View extends AnswerSchema>(
  range: DateRange,
  view: View,
  filter: LocationFilter = {},
) =>
  queryOptions({
    queryKey: shiftKeys.range(range, filter),
    queryFn: () => apiGet<View>('/api/shifts/range', view, { ...range, ...filter }),
  });
