// Pending swap requests for the demo: swaps and covers between employees on upcoming shifts.
import { shuffled } from '@shared/random';
import { COVER_REASONS, SWAP_REASONS, type SeedShift } from './seed-catalog';

export type SeedSwap = {
  requester: number;
  target: number;
  requestingShift: number;
  targetShift: number | null;
  requestType: 'swap' | 'cover';
  reason: string;
};

/**
 * Picks the requests among shifts dated `fromDate` or later (so never past ones). Each involves
 * shifts and employees no other request does: a swap trades shifts on different days, a cover
 * asks someone free at that time.
 */
export function pickSwapRequests(
  shifts: SeedShift[],
  employees: number[],
  fromDate: string,
  isFree: (person: number, shift: SeedShift) => boolean,
  rand: () => number,
): SeedSwap[] {
  const upcoming = shuffled(
    shifts.flatMap((s, i) => (s.date >= fromDate && s.assignments.length > 0 ? [i] : [])),
    rand,
  );
  const busyPeople = new Set<number>();
  const busyShifts = new Set<number>();
  const isOn = (shift: number, p: number) => shifts[shift]!.assignments.some((a) => a.person === p);
  // Someone on `shift`, in no request yet, who is not also on `other` (so the trade means something).
  const onlyOn = (shift: number, other: number) =>
    shifts[shift]!.assignments.find((a) => !busyPeople.has(a.person) && !isOn(other, a.person))
      ?.person;

  function findSwap(reason: string): SeedSwap | undefined {
    for (const i of upcoming) {
      for (const j of upcoming) {
        if (busyShifts.has(i) || busyShifts.has(j) || shifts[i]!.date === shifts[j]!.date) continue;
        const [requester, target] = [onlyOn(i, j), onlyOn(j, i)];
        if (requester === undefined || target === undefined || requester === target) continue;
        return {
          requester,
          target,
          requestingShift: i,
          targetShift: j,
          requestType: 'swap',
          reason,
        };
      }
    }
  }

  function findCover(reason: string): SeedSwap | undefined {
    for (const i of upcoming.filter((shift) => !busyShifts.has(shift))) {
      const requester = shifts[i]!.assignments.find((a) => !busyPeople.has(a.person))?.person;
      const target = employees.find(
        (p) => !busyPeople.has(p) && !isOn(i, p) && isFree(p, shifts[i]!),
      );
      if (requester === undefined || target === undefined) continue;
      return {
        requester,
        target,
        requestingShift: i,
        targetShift: null,
        requestType: 'cover',
        reason,
      };
    }
  }

  const requests: SeedSwap[] = [];
  const candidates = [
    ...SWAP_REASONS.map((r) => () => findSwap(r)),
    ...COVER_REASONS.map((r) => () => findCover(r)),
  ];
  for (const find of candidates) {
    const request = find();
    if (!request) continue;
    requests.push(request);
    busyPeople.add(request.requester).add(request.target);
    busyShifts.add(request.requestingShift);
    if (request.targetShift !== null) busyShifts.add(request.targetShift);
  }
  return requests;
}
