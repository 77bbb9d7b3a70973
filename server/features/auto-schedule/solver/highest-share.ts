// How low the highest share of hours can go: a lower bound for the spread level, by flow. Any
// schedule with the level above's count of places sends its minutes from people through the spans
// they work to the shifts' places, each person at most their share's minutes (rounded down to what
// whole shifts can make), at most their best week alone per week, and one shift per span. So if no
// flow of those capacities carries the minutes the places need at a share, no schedule keeps
// everyone at or below it. The water level alone (people's minutes pooled) lets a person's minutes
// fill places they are not qualified for, and shares be any fraction.
import { FlowNetwork } from './max-flow';
import { FREE, type Model } from './model';
import { gcd, spansOf } from './person-schedule';

/** One person as the spread level sees them: the least and most minutes any schedule gives them. */
export type HoursRange = { least: number; most: number };

export type ShareLimits = {
  measured: readonly number[];
  /** Per person, the minutes their share is measured against. */
  measure: Float64Array;
  hours: readonly HoursRange[];
  /** Per person and week, the most minutes they could work that week alone (fixed ones included). */
  mostPerWeek: (e: number) => number[];
};

/** The network of people, their weeks, their spans and the shifts' places; arcs to resize per share. */
function network(model: Model, limits: ShareLimits) {
  const { freeSpans, slots } = spansOf(model);
  const E = model.employeeIds.length;
  const W = model.weeks.length;
  const source = 0;
  const sink = 1;
  let nodes = 2;
  const personNode = Int32Array.from({ length: E }, () => nodes++);
  const weekNode = (e: number, w: number) => 2 + E + e * W + w;
  nodes += E * W;
  // Shifts of a span open to the same people pool their places.
  const groupOf = new Map<readonly number[], number>();
  const groupPlaces: number[] = [];
  const groupSpan: number[] = [];
  model.shifts.forEach((shift, s) => {
    const people = model.eligible[s]!;
    let g = groupOf.get(people);
    if (g === undefined) {
      g = groupPlaces.length;
      groupOf.set(people, g);
      groupPlaces.push(0);
      groupSpan.push(model.spanOf[s]!);
    }
    groupPlaces[g]! += shift.open * shift.duration;
  });
  const groupNode = Int32Array.from(groupPlaces, () => nodes++);
  const pairs = freeSpans.reduce((sum, spans) => sum + spans.length, 0);
  const flow = new FlowNetwork(nodes + pairs);
  groupPlaces.forEach((minutes, g) => flow.addArc(groupNode[g]!, sink, minutes));
  const personArc = new Int32Array(E);
  const spanNode = new Map<number, number>();
  model.employeeIds.forEach((_, e) => {
    personArc[e] = flow.addArc(source, personNode[e]!, 0);
    const most = limits.mostPerWeek(e);
    model.weeks.forEach((week, w) =>
      flow.addArc(personNode[e]!, weekNode(e, w), most[w]! - (model.fixedWeek[e]!.get(week) ?? 0)),
    );
    for (const span of freeSpans[e]!) {
      const node = nodes++;
      spanNode.set(e * model.spans + span, node);
      const slot = slots[span]!;
      flow.addArc(weekNode(e, slot.weekIndex), node, slot.duration);
    }
  });
  groupOf.forEach((g, people) => {
    const span = groupSpan[g]!;
    const minutes = slots[span]!.duration;
    for (const e of people)
      flow.addArc(spanNode.get(e * model.spans + span)!, groupNode[g]!, minutes);
  });
  return { flow, source, sink, personArc };
}

/**
 * The least share at or above `low` and at most `highest` (the share a schedule reached) that any
 * schedule with `needed` minutes of the solver's placements can keep everyone at or below; `low`
 * when the flow cannot be built for the model (a rebalance keeps people where they are no longer
 * free, which the network has no arc for).
 */
export function leastHighestShare(
  model: Model,
  limits: ShareLimits,
  needed: number,
  low: number,
  highest: number,
): number {
  const S = model.shifts.length;
  const kept = model.initial.some((people, s) =>
    people.some((e) => model.status[e * S + s] !== FREE),
  );
  if (kept || !(highest > low)) return low;
  const { measured, measure, hours } = limits;
  const unit = model.shifts.reduce((divisor, shift) => gcd(divisor, shift.duration), 0);
  if (unit <= 0) return low;
  // The shares someone can have between the two: fixed minutes and whole units more.
  const shares = new Set<number>();
  for (const e of measured) {
    const { least, most } = hours[e]!;
    const of = Math.max(1, measure[e]!);
    for (let minutes = least; minutes <= most; minutes += unit) {
      const share = minutes / of;
      if (share >= low && share < highest) shares.add(share);
    }
  }
  const candidates = [...shares].sort((a, b) => a - b);
  if (candidates.length === 0) return low;
  const { flow, source, sink, personArc } = network(model, limits);
  const inMeasure = new Uint8Array(model.employeeIds.length);
  for (const e of measured) inMeasure[e] = 1;
  const carries = (share: number) => {
    for (const e of measured)
      if (share * Math.max(1, measure[e]!) < hours[e]!.least - 1e-6) return false;
    hours.forEach(({ least, most }, e) => {
      let cap = most;
      if (inMeasure[e]) {
        const room = share * Math.max(1, measure[e]!) - least;
        // A tolerance that errs high: a share equal to `share` must still fit.
        cap = Math.min(most, least + Math.floor(room / unit + 1e-9) * unit);
      }
      flow.setCapacity(personArc[e]!, cap - least);
    });
    flow.reset();
    return flow.maxFlow(source, sink) >= needed - 1e-6;
  };
  // Whether a share carries the minutes only grows with the share: the least one that does.
  let lo = 0;
  let hi = candidates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (carries(candidates[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo < candidates.length ? candidates[lo]! : highest;
}
