// How many people a shift takes, and what to say when a manager asks for more.

export type ShiftConfiguration = { numberOfStations: number; employeesPerStation: number };

/** A shift without stations still needs one person; otherwise every station takes its full crew. */
export function shiftCapacity({
  numberOfStations,
  employeesPerStation,
}: ShiftConfiguration): number {
  return numberOfStations === 0 ? 1 : numberOfStations * employeesPerStation;
}

export function isUnderstaffed(assignedCount: number, shift: ShiftConfiguration): boolean {
  return assignedCount < shiftCapacity(shift);
}

export const CAPACITY_MESSAGE_PREFIX = 'Cannot assign';

/** The capacity error, e.g. 'Cannot assign 3 employees. This shift configuration has 1 station(s) x 2 employee(s) per station = 2 slots.' */
export function capacityMessage(requested: number, shift: ShiftConfiguration): string {
  const capacity = shiftCapacity(shift);
  const slots = `${capacity} ${capacity === 1 ? 'slot' : 'slots'}`;
  const configuration =
    shift.numberOfStations === 0
      ? `no stations = ${slots}`
      : `${shift.numberOfStations} station(s) x ${shift.employeesPerStation} employee(s) per station = ${slots}`;
  return `${CAPACITY_MESSAGE_PREFIX} ${requested} employees. This shift configuration has ${configuration}.`;
}

/** The error to show when `requested` people exceed the shift's capacity, else null. */
export function capacityError(requested: number, shift: ShiftConfiguration): string | null {
  return requested > shiftCapacity(shift) ? capacityMessage(requested, shift) : null;
}

/**
 * Station numbers for `count` newcomers: each goes to the lowest station that still has room,
 * given the stations the people already on the shift hold. A shift without stations uses station 1.
 */
export function stationsForNewcomers(
  taken: (number | null)[],
  count: number,
  shift: ShiftConfiguration,
): number[] {
  const stations = Math.max(shift.numberOfStations, 1);
  const perStation =
    shift.numberOfStations === 0 ? Number.POSITIVE_INFINITY : shift.employeesPerStation;
  const load = new Map<number, number>();
  for (const station of taken) load.set(station ?? 1, (load.get(station ?? 1) ?? 0) + 1);
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) {
    let station = 1;
    while (station < stations && (load.get(station) ?? 0) >= perStation) station += 1;
    load.set(station, (load.get(station) ?? 0) + 1);
    result.push(station);
  }
  return result;
}
