// Each person's scheduled hours over the range before and after the fill, against their minimum,
// target and limit, with the minutes they work in windows they like and avoid, and why any
// preference is not met. Only people the fill changes, or whose preferences it weighed, are
// listed: a team of hundreds would bury them otherwise.
import type { AutoSchedulePreview } from '@shared/validators/auto-schedule';
import { formatHours, formatMinutesAsHours } from '@shared/domain/hours';

type PersonHours = AutoSchedulePreview['hours'][number];

const width = (h: number, limit: number) => `${Math.min(100, limit > 0 ? (h / limit) * 100 : 0)}%`;

/** '4 → 12 h · min 8 · target 12 · limit 40' */
function hoursLine(h: PersonHours): string {
  const parts = [`${formatHours(h.before)} → ${formatHours(h.after)} h`];
  if (h.minHours !== null) parts.push(`min ${formatHours(h.minHours)}`);
  if (h.targetHours !== null) parts.push(`target ${formatHours(h.targetHours)}`);
  parts.push(`limit ${formatHours(h.limit)}`);
  return parts.join(' · ');
}

function Mark({ at, limit, label }: { at: number | null; limit: number; label: string }) {
  if (at === null || limit <= 0) return null;
  return (
    <div
      aria-hidden
      title={label}
      className="absolute inset-y-0 w-0.5 bg-slate-900"
      style={{ left: width(at, limit) }}
    />
  );
}

export function HoursBars({
  preview,
  nameOf,
}: {
  preview: AutoSchedulePreview;
  nameOf: (id: number) => string;
}) {
  const listed = preview.hours
    .filter(
      (h) =>
        h.after !== h.before || h.likedMinutes > 0 || h.avoidedMinutes > 0 || h.unmet.length > 0,
    )
    .sort((a, b) => b.after / (b.limit || 1) - a.after / (a.limit || 1));
  if (listed.length === 0) return null;
  return (
    <section aria-label="Hours and preferences per person" className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Hours and preferences per person</h3>
      <ul className="space-y-3">
        {listed.map((h) => (
          <li key={h.employeeId} className="text-sm">
            <div className="flex flex-wrap justify-between gap-x-2">
              <span className="truncate text-slate-800">{nameOf(h.employeeId)}</span>
              <span className="shrink-0 text-slate-600">{hoursLine(h)}</span>
            </div>
            <div
              className="relative mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
              role="img"
              aria-label={`${nameOf(h.employeeId)}: ${hoursLine(h)}`}
            >
              <div
                className="absolute inset-y-0 left-0 bg-brand-600"
                style={{ width: width(h.after, h.limit) }}
              />
              <div
                className="absolute inset-y-0 left-0 bg-slate-400"
                style={{ width: width(Math.min(h.before, h.after), h.limit) }}
              />
              <Mark at={h.minHours} limit={h.limit} label="minimum" />
              <Mark at={h.targetHours} limit={h.limit} label="target" />
            </div>
            {(h.likedMinutes > 0 || h.avoidedMinutes > 0) && (
              <p className="mt-1 text-xs text-slate-600">
                Liked {formatMinutesAsHours(h.likedMinutes)} h · avoided{' '}
                {formatMinutesAsHours(h.avoidedMinutes)} h
              </p>
            )}
            {h.unmet.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-xs text-amber-800">
                {h.unmet.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
