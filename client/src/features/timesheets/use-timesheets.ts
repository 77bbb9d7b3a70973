// The timesheet reads (the pay period around a date, the sheets of a period) and every write:
// corrections and their decisions, approval, lock and unlock. A write refreshes every sheet.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import type { PunchKind } from '@shared/validators/time-clock';
import { apiGet, apiRequest } from '@/lib/api-client';
import { useLocationFilter } from '@/lib/location-choice';
import { timesheetKeys } from '@/lib/query-keys';
import { payPeriodSchema, timesheetSchema, timesheetsSchema } from './timesheet-answers';

const anyAnswer = z.unknown();

export const usePayPeriod = (date: string) =>
  useQuery({
    ...queryOptions({
      queryKey: timesheetKeys.period(date),
      queryFn: () => apiGet('/api/timesheets/period', payPeriodSchema, { date }),
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });

export function useTimesheets(
  range: { start: string; end: string } | undefined,
  withLocation = false,
) {
  const location = useLocationFilter();
  const filter = { ...range, ...(withLocation ? location : {}) };
  return useQuery({
    queryKey: timesheetKeys.sheets(filter),
    queryFn: () => apiGet('/api/timesheets', timesheetsSchema, filter),
    enabled: range !== undefined,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One person's sheet with their days: read when their row is opened, or for 'My timesheet'. */
export function useTimesheet(
  employeeId: number | undefined,
  range: { start: string; end: string } | undefined,
) {
  return useQuery({
    queryKey: timesheetKeys.person(employeeId, range),
    queryFn: () => apiGet(`/api/timesheets/${employeeId}`, timesheetSchema, range),
    enabled: employeeId !== undefined && range !== undefined,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface CorrectionInput {
  employeeId: number;
  action: 'add' | 'change' | 'remove';
  punchId?: number;
  kind?: PunchKind;
  at?: string;
  reason: string;
}

/** A write whose answer the screens do not read: they read the refreshed sheets instead. */
function useTimesheetWrite<Input>(
  method: 'POST',
  url: (input: Input) => string,
  body: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest(method, url(input), anyAnswer, body(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}

export const useCorrect = () =>
  useTimesheetWrite<CorrectionInput>(
    'POST',
    () => '/api/timesheets/corrections',
    (input) => input,
  );

export const useDecideCorrection = () =>
  useTimesheetWrite<{ id: number; decision: 'approve' | 'decline' }>(
    'POST',
    ({ id }) => `/api/timesheets/corrections/${id}/decision`,
    ({ decision }) => ({ decision }),
  );

export const useApproveTimesheet = () =>
  useTimesheetWrite<{ employeeId: number; start: string; end: string }>(
    'POST',
    () => '/api/timesheets/approve',
    (input) => input,
  );

export const useLockPeriod = () =>
  useTimesheetWrite<{ start: string; end: string }>(
    'POST',
    () => '/api/timesheets/lock',
    (input) => input,
  );

export const useUnlockPeriod = () =>
  useTimesheetWrite<{ start: string; end: string; reason: string }>(
    'POST',
    () => '/api/timesheets/unlock',
    (input) => input,
  );
