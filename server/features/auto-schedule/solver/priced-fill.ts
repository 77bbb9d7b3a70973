// A first fill person by person, each taking their whole best schedule at once, priced by the
// relaxation. The relaxation prices a place on each span: near one where many people could work it,
// near nothing where places would stay open anyway. A person who takes the schedule worth most at
// one less that price spends their hours where few others can, and packs their week whole (a 6 h
// and two 4 h shifts rather than two 6 h ones), which the shift-by-shift fill cannot see. Every
// person's schedule is exact (`bestChain`), so the fill is only ever short where places run out.
import type { Plan } from './lp-bound';
import { bestChain, dayRulesOf, spansOf, weeklyRoom } from './person-schedule';
import type { Roster } from './roster';

/**
 * Every shift is worth this much more than its price leaves: a place the prices give away still
 * beats an open one, and between two schedules worth nearly the same the one with more shifts wins.
 */
const EXTRA = 0.01;
/**
 * And this much more where the relaxation's own schedule still puts the person's kind. The prices
 * leave many schedules worth the same; the relaxation's schedule says which of them fit together
 * (on the bench's thousand people over four weeks, 19,577 places of a bound of 19,591 against
 * 19,307 by the prices alone).
 */
const PLANNED = 0.05;

/**
 * Gives each person in `order` who has no placement yet their best schedule among the spans with
 * room, each span worth one less its price (`prices` by span), and `EXTRA`, and `PLANNED` where
 * `plan` still has their kind; what they take is drawn from `plan`.
 */
export function pricedFill(
  roster: Roster,
  prices: Float64Array,
  plan: Plan,
  order: readonly number[],
  /** What a span is worth to a person beyond the count (their preferences), if anything. */
  bonus?: (e: number, span: number) => number,
) {
  const { model } = roster;
  const { members, slots, freeSpans } = spansOf(model);
  // Per span, its shifts with room left: full ones drop out, so a span is read only for those.
  const withRoom = members.map((shifts) => shifts.filter((s) => roster.hasRoom(s)));
  const worth = Float64Array.from(prices, (y) => Math.max(0, 1 - Math.max(0, y)) + EXTRA);
  for (const e of order) {
    if (roster.shiftsOf[e]!.length > 0) continue;
    const spans = freeSpans[e]!.filter((span) => withRoom[span]!.length > 0);
    const best = bestChain(
      spans.map((span) => slots[span]!),
      spans.map(
        (span) =>
          worth[span]! +
          PLANNED * Math.min(1, plan.wants(e, members[span]![0]!)) +
          (bonus ? bonus(e, span) : 0),
      ),
      weeklyRoom(model, e),
      dayRulesOf(model, e),
    );
    for (const i of best.chosen) {
      const span = spans[i]!;
      // Any shift of the span will do for the count; one they know the work of is better.
      let pick = -1;
      const open = withRoom[span]!;
      for (const s of open) {
        if (!roster.fits(e, s)) continue;
        if (pick < 0 || (model.familiar(e, s) && !model.familiar(e, pick))) pick = s;
        if (model.familiar(e, pick)) break;
      }
      if (pick < 0) continue;
      roster.add(e, pick);
      plan.take(e, pick);
      if (!roster.hasRoom(pick)) open.splice(open.indexOf(pick), 1);
    }
  }
}
