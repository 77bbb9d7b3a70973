// The team grid's rows as drawn: one list, or grouped by position under a header per group. Each
// person appears once, under the first of their positions in the organization's order (by name),
// and their row names the others they also cover: a person twice in the grid would be two drop
// targets and two copies of each chip for one assignment, and would draw more rows for the same
// team. People qualified for no position come last, under 'No position'. Groups nobody is in are
// left out. Pure, and built from the rows already loaded: grouping asks the server nothing.
import type { TeamRow } from './team-grid-model';

export type GroupPosition = { id: number; name: string; color: string };

export type GridEntry =
  | { kind: 'group'; key: number; position: GroupPosition | null; size: number }
  | { kind: 'person'; key: number; row: TeamRow; alsoIn: string[] };

/**
 * Keys tell entries apart for the row window: people by their id, a position's header by its id
 * negated, 'No position' by 0 (ids start at 1).
 */
const groupKey = (position: GroupPosition | null) => (position ? -position.id : 0);

const plain = (row: TeamRow): GridEntry => ({
  kind: 'person',
  key: row.person.id,
  row,
  alsoIn: [],
});

/** `positions` in the organization's order (the positions list arrives sorted by name). */
export function gridEntries(
  rows: TeamRow[],
  positions: GroupPosition[],
  grouped: boolean,
): GridEntry[] {
  if (!grouped) return rows.map(plain);
  const order = new Map(positions.map((position, i) => [position.id, i]));
  const groups = new Map<GroupPosition | null, GridEntry[]>(
    [...positions, null].map((position) => [position, []]),
  );
  for (const row of rows) {
    const own = (row.person.positions ?? [])
      .map((q) => order.get(q.positionId))
      .filter((i): i is number => i !== undefined)
      .sort((a, b) => a - b)
      .map((i) => positions[i]!);
    groups.get(own[0] ?? null)!.push({
      kind: 'person',
      key: row.person.id,
      row,
      alsoIn: own.slice(1).map((position) => position.name),
    });
  }
  return [...groups].flatMap(([position, people]) =>
    people.length === 0
      ? []
      : [{ kind: 'group', key: groupKey(position), position, size: people.length }, ...people],
  );
}
