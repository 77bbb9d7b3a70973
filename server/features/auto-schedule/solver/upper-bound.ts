// The most slots any schedule could fill, proven by a relaxation: a flow network where each
// person-week may take at most as many shifts as its shortest candidates fit into the weekly
// limit, each run of their clashing shifts at most as many as can be worked without clash or
// short rest (interval scheduling, exact by earliest end), each person a shift once, and each shift its open places.
// Every valid schedule is such a flow, so the maximum flow bounds them all; flows through
// networks with integer capacities are integral, so the bound is a whole number.
import { FlowNetwork } from './max-flow';
import { FREE, type Model, type ModelShift } from './model';

/** How many of `durations` (ascending) fit in `minutes`: no set of that many can fit in less. */
function countFitting(durations: number[], minutes: number): number {
  let used = 0;
  let count = 0;
  for (const duration of durations) {
    if (used + duration > minutes) break;
    used += duration;
    count++;
  }
  return count;
}

/** The most of these shifts one person can work, each clear of the last by the rest. */
function mostWorkable(shifts: ModelShift[], restMinutes: number): number {
  let count = 0;
  let free = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.end - b.end)) {
    if (shift.start < free) continue;
    count++;
    free = shift.end + restMinutes;
  }
  return count;
}

/**
 * The shifts split into runs where each starts before the last one's end plus the rest: no
 * choice in one run limits another, so their capacities nest inside the week's.
 */
function clashGroups(list: number[], shifts: ModelShift[], restMinutes: number): number[][] {
  const groups: number[][] = [];
  let reach = -Infinity;
  for (const s of [...list].sort((a, b) => shifts[a]!.start - shifts[b]!.start)) {
    const shift = shifts[s]!;
    if (shift.start < reach) groups.at(-1)!.push(s);
    else groups.push([s]);
    reach = Math.max(reach, shift.end + restMinutes);
  }
  return groups;
}

export function upperBound(model: Model): number {
  const { shifts, status, initial } = model;
  const S = shifts.length;
  const E = model.employeeIds.length;
  const kept = new Set(initial.flatMap((people, s) => people.map((e) => e * S + s)));
  const SOURCE = 0;
  const SINK = 1;
  const shiftNode = (s: number) => 2 + s;
  const edges: [number, number, number][] = [];
  let nodes = 2 + S;

  shifts.forEach((shift, s) => edges.push([shiftNode(s), SINK, shift.open]));
  for (let e = 0; e < E; e++) {
    const weeks = new Map<number, number[]>();
    for (let s = 0; s < S; s++) {
      if (status[e * S + s] !== FREE && !kept.has(e * S + s)) continue;
      const list = weeks.get(shifts[s]!.week);
      if (list) list.push(s);
      else weeks.set(shifts[s]!.week, [s]);
    }
    for (const [week, list] of weeks) {
      const keptIn = (group: number[]) => group.filter((s) => kept.has(e * S + s)).length;
      const room = model.limit[e]! - (model.fixedWeek[e]!.get(week) ?? 0);
      const durations = list.map((s) => shifts[s]!.duration).sort((a, b) => a - b);
      const weekCap = Math.max(keptIn(list), countFitting(durations, room));
      if (weekCap === 0) continue;
      const weekNode = nodes++;
      edges.push([SOURCE, weekNode, weekCap]);
      for (const group of clashGroups(list, shifts, model.restMinutes)) {
        const groupNode = nodes++;
        const groupCap = Math.max(
          keptIn(group),
          mostWorkable(
            group.map((s) => shifts[s]!),
            model.restMinutes,
          ),
        );
        edges.push([weekNode, groupNode, groupCap]);
        for (const s of group) edges.push([groupNode, shiftNode(s), 1]);
      }
    }
  }
  const network = new FlowNetwork(nodes);
  for (const [from, to, capacity] of edges) network.addEdge(from, to, capacity);
  return network.maxFlow(SOURCE, SINK);
}
