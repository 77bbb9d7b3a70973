// What the preview names by id, looked up for display: the range's shifts and the team.
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@shared/domain/display-name';
import { employeesQuery } from '@/lib/employees-query';
import { useLocationFilter } from '@/lib/location-choice';
import { shiftRangeQuery } from '@/lib/shift-range-query';
import { shiftListResponse } from '@shared/validators/generated/shifts-responses';
import type { TeammateResponse } from '@shared/validators/employees-responses';
import type { ShiftResponse } from '@shared/validators/shifts-responses';

export type Person = Pick<TeammateResponse, 'id' | 'firstName' | 'lastName'>;
export type RangeShift = ShiftResponse;

/** `range` null: no range worth asking about yet (the dates are being typed). */
export function useFillContext(range: { start: string; end: string } | null) {
  const filter = useLocationFilter();
  const shifts = useQuery({
    ...shiftRangeQuery(range ?? { start: '', end: '' }, shiftListResponse, filter),
    enabled: range !== null,
  });
  const people = useQuery(employeesQuery(filter));
  const byId = new Map((people.data ?? []).map((p) => [p.id, p]));
  return {
    shiftsById: new Map((shifts.data ?? []).map((s) => [s.id, s])),
    nameOf: (id: number) => {
      const person = byId.get(id);
      return person ? displayName(person, `Employee ${id}`) : `Employee ${id}`;
    },
  };
}
