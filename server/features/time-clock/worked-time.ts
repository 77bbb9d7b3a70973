// Minutes worked from raw punches in time order: clock-in to clock-out, less breaks. A stretch
// still open counts until `until`.
import type { PunchKind } from '@shared/validators/time-clock';

export function workedMinutes(list: { kind: PunchKind; at: Date }[], until: Date): number {
  let total = 0;
  let runningSince: number | null = null;
  let onShift = false;
  for (const { kind, at } of list) {
    const t = at.getTime();
    if (kind === 'in' || kind === 'break_end') {
      onShift = true;
      runningSince ??= t;
    } else if (runningSince !== null) {
      total += t - runningSince;
      runningSince = null;
      if (kind === 'out') onShift = false;
    }
  }
  if (onShift && runningSince !== null) total += Math.max(0, until.getTime() - runningSince);
  return Math.round(total / 60_000);
}
