// The preview's words per person: liked and avoided minutes, and for each liked window left
// unworked or avoided one worked, why the alternative was impossible, read from the final roster
// (who was free, who was qualified, which places were taken).
import { addDaysIso, weekdayOf } from '@shared/domain/dates';
import { MINUTES_PER_DAY, dayInterval, type Interval } from '@shared/domain/shift-time';
import { ALREADY_ON, FREE } from './model';
import type { Roster } from './roster';
import { RULES, type Preference, type Rule, type SolverInput } from './types';
import type { LevelScores } from './polish';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** At most this many reasons per person: the preview lists the first. */
const MOST_REASONS = 6;

/** 'Thu evening': the weekday and part of the day `minute` falls in. */
export function momentLabel(minute: number): string {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  const time = minute - day * MINUTES_PER_DAY;
  const part =
    time < 12 * 60
      ? 'morning'
      : time < 17 * 60
        ? 'afternoon'
        : time < 21 * 60
          ? 'evening'
          : 'night';
  return `${WEEKDAYS[weekdayOf(addDaysIso('1970-01-01', day))]} ${part}`;
}

const RULE_WORDS: Record<Rule, (position: string) => string> = {
  notAtLocation: () => 'working at another location',
  notQualified: (position) => `not qualified for ${position || 'the work'}`,
  timeOff: () => 'on approved time off',
  unavailable: () => 'unavailable then',
  overlap: () => 'working another shift then',
  rest: () => 'too little rest around it',
  splitShift: () => 'past the split-shift limit',
  weeklyLimit: () => 'at the weekly limit',
};

type Explained = { likedMinutes: number; avoidedMinutes: number; unmet: string[] };

export function explain(input: SolverInput, roster: Roster, scores: LevelScores): Explained[] {
  const { model } = roster;
  const S = model.shifts.length;
  const positionName = (s: number) => input.shifts[s]!.positionName ?? '';
  const onIt = (e: number, s: number) =>
    roster.isOn(e, s) || model.status[e * S + s] === ALREADY_ON;
  const likesOf = new Map<number, Preference[]>();
  for (const p of input.preferences ?? [])
    if (p.kind === 'like') likesOf.set(p.employeeId, [...(likesOf.get(p.employeeId) ?? []), p]);
  const firstDay = Math.min(
    ...model.shifts.map((shift) => Math.floor(shift.start / MINUTES_PER_DAY)),
  );
  const lastDay = Math.max(
    ...model.shifts.map((shift) => Math.floor(shift.start / MINUTES_PER_DAY)),
  );

  /** Why `e` works none of `shifts` (all in a window they like). */
  const whyNotLiked = (e: number, shifts: number[]): string => {
    let full = -1;
    let clash = '';
    let rule: { rule: Rule; s: number } | null = null;
    for (const s of shifts) {
      const status = model.status[e * S + s]!;
      if (status !== FREE) {
        rule ??= { rule: RULES[status - 1]!, s };
        continue;
      }
      if (!roster.hasRoom(s)) full = full < 0 ? s : full;
      else if (!roster.fits(e, s))
        clash ||=
          roster.clashes(e, s).length > 0 ? RULE_WORDS.overlap('') : RULE_WORDS.weeklyLimit('');
      else return 'left for a later search';
    }
    if (full >= 0) {
      const position = positionName(full);
      return position ? `every ${position} place then is taken` : 'every place then is taken';
    }
    if (clash) return clash;
    return rule ? RULE_WORDS[rule.rule](positionName(rule.s)) : 'no shift then';
  };

  /** Why `e` works `s`, which they would rather avoid. */
  const whyAvoided = (e: number, s: number): string => {
    if (model.status[e * S + s] === ALREADY_ON) return 'assigned before the fill';
    const others = model.eligible[s]!.filter((o) => o !== e && !onIt(o, s) && roster.fits(o, s));
    const position = positionName(s);
    if (others.length === 0)
      return position ? `only qualified ${position} free` : 'nobody else free';
    if (others.every((o) => scores.preference(o, s) <= scores.preference(e, s)))
      return 'everyone else free then avoids it too';
    return scores.kept(e, s) ? 'kept from the schedule as it stands' : 'left for a later search';
  };

  return model.employeeIds.map((employeeId, e) => {
    let likedMinutes = 0;
    let avoidedMinutes = 0;
    const unmet: string[] = [];
    const mine: Interval[] = [];
    for (let s = 0; s < S; s++) {
      if (!onIt(e, s)) continue;
      const at = e * model.spans + model.spanOf[s]!;
      likedMinutes += model.liked[at]!;
      avoidedMinutes += model.avoided[at]!;
      mine.push(model.shifts[s]!);
      if (model.avoided[at]! > 0 && unmet.length < MOST_REASONS)
        unmet.push(`${momentLabel(model.shifts[s]!.start)} avoided: ${whyAvoided(e, s)}`);
    }
    for (let day = firstDay; day <= lastDay && unmet.length < MOST_REASONS; day++) {
      const date = addDaysIso('1970-01-01', day);
      for (const like of likesOf.get(employeeId) ?? []) {
        if (like.dayOfWeek !== weekdayOf(date)) continue;
        if (
          (like.effectiveFrom && date < like.effectiveFrom) ||
          (like.effectiveUntil && date > like.effectiveUntil)
        )
          continue;
        const window = dayInterval(date, like.startTime, like.endTime);
        const overlaps = (span: Interval) => span.start < window.end && window.start < span.end;
        if (mine.some(overlaps)) continue;
        const shifts = model.shifts.flatMap((shift, s) => (overlaps(shift) ? [s] : []));
        unmet.push(`${momentLabel(window.start)} liked: ${whyNotLiked(e, shifts)}`);
        if (unmet.length >= MOST_REASONS) break;
      }
    }
    return { likedMinutes, avoidedMinutes, unmet };
  });
}
