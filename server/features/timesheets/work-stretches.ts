// Effective punches read as worked stretches: in .. out, with the breaks between. A punch that
// does not fit (an out with no in, a second in, a break outside a stretch, a stretch never
// closed) is a missing punch: its stretch is not paid until someone corrects it.
import type { EffectivePunch } from './effective-punches';

export type Stretch = {
  start: Date;
  end: Date;
  breaks: { start: Date; end: Date }[];
  /** The shift the clock-in named. */
  shiftId: number | null;
};

export type StretchReading = {
  /** Closed stretches, in time order. */
  stretches: Stretch[];
  /** Still clocked in: started recently and not yet closed (not a problem). */
  open: { start: Date; shiftId: number | null } | null;
  /** Instants of punches that point at a missing one. */
  missing: Date[];
};

/** An open stretch older than this was not closed: someone forgot to clock out. */
const STILL_WORKING_MS = 24 * 3600_000;

export function readStretches(punches: readonly EffectivePunch[], now: Date): StretchReading {
  const stretches: Stretch[] = [];
  const missing: Date[] = [];
  let current: (Stretch & { breakStart: Date | null }) | null = null;
  const closeBreak = (at: Date) => {
    if (current?.breakStart) {
      current.breaks.push({ start: current.breakStart, end: at });
      current.breakStart = null;
    }
  };
  for (const punch of punches) {
    if (punch.removed) continue;
    const at = punch.at;
    switch (punch.kind) {
      case 'in':
        if (current) missing.push(current.start);
        current = { start: at, end: at, breaks: [], shiftId: punch.shiftId, breakStart: null };
        break;
      case 'break_start':
        if (!current || current.breakStart) missing.push(at);
        else current.breakStart = at;
        break;
      case 'break_end':
        if (!current?.breakStart) missing.push(at);
        else closeBreak(at);
        break;
      case 'out':
        if (!current) {
          missing.push(at);
          break;
        }
        // A break still open at clock-out ends with the stretch, and its start was a punch short.
        if (current.breakStart) missing.push(current.breakStart);
        closeBreak(at);
        stretches.push({
          start: current.start,
          end: at,
          breaks: current.breaks,
          shiftId: current.shiftId,
        });
        current = null;
        break;
    }
  }
  let open: StretchReading['open'] = null;
  if (current) {
    if (now.getTime() - current.start.getTime() < STILL_WORKING_MS)
      open = { start: current.start, shiftId: current.shiftId };
    else missing.push(current.start);
  }
  return { stretches, open, missing };
}
