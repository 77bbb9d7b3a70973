// The shifts of the week or month shown, as an employee reads them. It shares the manager's range
// key, so any shift change refreshes it; offline, the service worker answers with the last copy.
import { useQuery } from '@tanstack/react-query';
import { shiftRangeQuery } from '@/lib/shift-range-query';
import { employeeShiftListResponse } from '@shared/validators/generated/shifts-responses';

export const useEmployeeShifts = (start: string, end: string) =>
  useQuery(shiftRangeQuery({ start, end }, employeeShiftListResponse));
