// Each person's scheduled hours over the range before and after the fill, against their limit.
// Only people the fill changes are listed: a team of hundreds would bury them otherwise.
import type { AutoSchedulePreview } from '@shared/validators/auto-schedule';
import { formatHours } from '@shared/domain/hours';

const width = (h: number, limit: number) => `${Math.min(100, limit > 0 ? (h / limit) * 100 : 0)}%`;

export function HoursBars({
  preview,
  nameOf,
}: {
  preview: AutoSchedulePreview;
  nameOf: (id: number) => string;
}) {
  const changed = preview.hours
    .filter((h) => h.after !== h.before)
    .sort((a, b) => b.after / (b.limit || 1) - a.after / (a.limit || 1));
  if (changed.length === 0) return null;
  return (
    <section aria-label="Hours before and after" className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Hours before and after</h3>
      <ul className="space-y-2">
        {changed.map((h) => (
          <li key={h.employeeId} className="text-sm">
            <div className="flex justify-between gap-2">
              <span className="truncate text-slate-800">{nameOf(h.employeeId)}</span>
              <span className="shrink-0 text-slate-600">
                {formatHours(h.before)} → {formatHours(h.after)} of {formatHours(h.limit)} h
              </span>
            </div>
            <div
              className="relative mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
              role="img"
              aria-label={`${nameOf(h.employeeId)}: ${formatHours(h.before)} hours before, ${formatHours(h.after)} after, limit ${formatHours(h.limit)}`}
            >
              <div
                className="absolute inset-y-0 left-0 bg-brand-600"
                style={{ width: width(h.after, h.limit) }}
              />
              <div
                className="absolute inset-y-0 left-0 bg-slate-400"
                style={{ width: width(Math.min(h.before, h.after), h.limit) }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
