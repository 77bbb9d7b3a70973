// Proven bounds for the levels below the fill count. Each relaxes the levels above it (a bound
// that ignores a constraint still bounds the value under it), so each is valid whatever the
// search did, and none depends on time: a fixed number of steps, each exact.
//
// Preferences: a Lagrangian bound. Each person alone takes their best set of shifts, exactly
// (`bestChain`), for liked minutes less avoided ones, less a price per span, plus a price per
// place: the span prices pay for each span's places (at most its open places are taken), the
// place price for the count the level above reached. For any prices >= 0 the sum bounds every
// schedule of that count (weak duality); a fixed number of subgradient steps lowers it.
// Hours: the most each person could work in each week alone bounds how close anyone can come to
// their minimum and to the same share of their target.
import { bestChain, dayRulesOf, gcd, spansOf, weeklyRoom } from './person-schedule';
import type { Model } from './model';
import { leastHighestShare, type HoursRange, type ShareLimits } from './highest-share';

/** Subgradient steps for the preference bound; each is one exact program per person. */
const PREFERENCE_STEPS = 30;
/**
 * Steps without a lower bound before giving up. On every bench instance no step after the first
 * (prices at zero) ever lowered it, while each costs a pass over everyone (17 ms on the 200-person
 * week; a second each on a four-week team of 1,000, where every later step, paying a price per
 * place, had everyone take every span they are free for). Seven gave the same bounds as two.
 */
const GIVE_UP = 2;
/** Above this many (person, span) pairs, fewer steps: each costs about a first fill. */
const LARGE = 100_000;
const LARGE_STEPS = 8;

/**
 * The best liked-less-avoided minutes `e` could reach alone, each span's price paid and each
 * place earning `perPlace`; counts what they take into `taken`.
 */
function bestAlone(
  model: Model,
  e: number,
  price: Float64Array,
  perPlace: number,
  taken: Float64Array,
): number {
  const { slots, freeSpans } = spansOf(model);
  const worth = (span: number) => {
    const at = e * model.spans + span;
    return model.liked[at]! - model.avoided[at]! - price[span]! + perPlace;
  };
  const spans = freeSpans[e]!.filter((span) => worth(span) > 1e-9);
  if (spans.length === 0) return 0;
  const best = bestChain(
    spans.map((span) => slots[span]!),
    spans.map(worth),
    weeklyRoom(model, e),
    dayRulesOf(model, e),
  );
  for (const i of best.chosen) taken[spans[i]!]!++;
  return best.value;
}

/**
 * An upper bound on the liked-less-avoided minutes of the placements the solver makes, among
 * schedules with at least `places` of them (the count the level above reached); `reached` is
 * the value some such schedule has, to size the steps. The Lagrangian of the span rows (prices
 * `price`) and of the count (`perPlace`): for any prices >= 0 it bounds every such schedule.
 */
export function preferenceBound(model: Model, reached: number, places: number): number {
  const { members, freeSpans } = spansOf(model);
  const open = Float64Array.from(members, (shifts) =>
    shifts.reduce((sum, s) => sum + model.shifts[s]!.open, 0),
  );
  const people = model.employeeIds.flatMap((_, e) => (freeSpans[e]!.length > 0 ? [e] : []));
  const pairs = people.reduce((sum, e) => sum + freeSpans[e]!.length, 0);
  const large = pairs > LARGE;
  const steps = large ? LARGE_STEPS : PREFERENCE_STEPS;
  const price = new Float64Array(model.spans);
  let perPlace = 0;
  let best = Infinity;
  let sinceBest = 0;
  for (let round = 0; round < steps; round++) {
    const taken = new Float64Array(model.spans);
    let value = -perPlace * places;
    for (let span = 0; span < model.spans; span++) value += price[span]! * open[span]!;
    for (const e of people) value += bestAlone(model, e, price, perPlace, taken);
    if (value < best - 1e-9) {
      best = value;
      sinceBest = 0;
    } else if (++sinceBest >= GIVE_UP) break;
    if (best - reached <= 1e-6) break;
    // Spans asked for beyond their places grow dearer, unused ones cheaper; a count short of
    // `places` pays more per place (no price below 0).
    let total = 0;
    let norm = 0;
    for (let span = 0; span < model.spans; span++) {
      total += taken[span]!;
      const g = open[span]! - taken[span]!;
      if (g < 0 || price[span]! > 0) norm += g * g;
    }
    const countGap = total - places;
    if (countGap < 0 || perPlace > 0) norm += countGap * countGap;
    if (norm === 0) break;
    const t = (value - reached) / norm;
    for (let span = 0; span < model.spans; span++)
      price[span] = Math.max(0, price[span]! - t * (open[span]! - taken[span]!));
    perPlace = Math.max(0, perPlace - t * countGap);
  }
  return Math.floor(best + 1e-6);
}

/** Per person and week, the most minutes they could work then: fixed ones and the best set alone. */
export function mostMinutes(model: Model, e: number): number[] {
  const { slots, freeSpans } = spansOf(model);
  const room = weeklyRoom(model, e);
  const rules = dayRulesOf(model, e);
  return model.weeks.map((week, w) => {
    const spans = freeSpans[e]!.filter((span) => slots[span]!.weekIndex === w);
    const fixed = model.fixedWeek[e]!.get(week) ?? 0;
    if (spans.length === 0) return fixed;
    const best = bestChain(
      spans.map((span) => slots[span]!),
      spans.map((span) => slots[span]!.duration),
      room,
      rules,
    );
    return fixed + best.value;
  });
}

/**
 * A lower bound on the spread (highest share of the measure less lowest) of every schedule with
 * at least `places` of the solver's placements, `highest` being the highest share one reached.
 * The lowest share is at most the smallest share anyone could reach. The highest is at least the
 * water level: the smallest λ at which everyone working at most λ of their measure (and never
 * more than their most) still covers the minutes those places need (the `places` shortest open
 * places, less what the people outside the measure could take); and from there, the least share
 * the flow over who may work where carries them at.
 */
export function spreadBound(
  model: Model,
  limits: ShareLimits,
  places: number,
  highest: number,
): number {
  const { measured, measure, hours } = limits;
  if (measured.length === 0) return 0;
  const share = (e: number, minutes: number) => minutes / Math.max(1, measure[e]!);
  const ceiling = Math.min(...measured.map((e) => share(e, hours[e]!.most)));
  const floor = Math.max(...measured.map((e) => share(e, hours[e]!.least)));
  const durations = model.shifts.flatMap((shift) => Array<number>(shift.open).fill(shift.duration));
  durations.sort((a, b) => a - b);
  let placed = 0;
  for (let i = 0; i < Math.min(places, durations.length); i++) placed += durations[i]!;
  let needed = placed;
  const inMeasure = new Set(measured);
  hours.forEach(({ least, most }, e) => {
    if (!inMeasure.has(e)) needed -= most - least;
  });
  for (const e of measured) needed += hours[e]!.least;
  const covered = (lambda: number) =>
    measured.reduce(
      (sum, e) => sum + Math.min(hours[e]!.most, Math.max(hours[e]!.least, lambda * measure[e]!)),
      0,
    );
  // `low` always covers too little (or is the floor), so it bounds the highest share from below.
  let low = floor;
  if (covered(low) < needed) {
    let high = Math.max(floor, ...measured.map((e) => share(e, hours[e]!.most)));
    for (let i = 0; i < 60; i++) {
      const mid = (low + high) / 2;
      if (covered(mid) < needed) low = mid;
      else high = mid;
    }
    low = nextShare(model, measured, measure, hours, low);
  }
  return Math.max(0, leastHighestShare(model, limits, placed, low, highest) - ceiling);
}

/**
 * The least share above `low` that anyone could have: someone's share is above it, and a share
 * is a person's fixed minutes plus whole shifts, so a multiple of the shifts' common divisor
 * more. The water level alone only comes near the value it proves (1.2499 for 1.25).
 */
function nextShare(
  model: Model,
  measured: readonly number[],
  measure: Float64Array,
  hours: readonly HoursRange[],
  low: number,
): number {
  const unit = model.shifts.reduce((divisor, shift) => gcd(divisor, shift.duration), 0);
  if (unit <= 0) return low;
  let next = Infinity;
  for (const e of measured) {
    const { least, most } = hours[e]!;
    const of = Math.max(1, measure[e]!);
    if (most / of <= low) continue;
    // The tolerance errs low: a share equal to `low` still bounds, one step too far would not.
    const steps = Math.max(0, Math.floor((low * of - least) / unit - 1e-9) + 1);
    next = Math.min(next, (least + steps * unit) / of);
  }
  return Number.isFinite(next) ? Math.max(low, next) : low;
}
