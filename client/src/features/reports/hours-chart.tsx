// Hours per day as plain SVG bars (no chart library: one series of at most 92 bars). A triangle
// above a bar marks a day whose cost is more than 25% above the period's average daily cost.
import type { ReportDay } from '@shared/validators/reports';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatHours } from '@shared/domain/hours';

const HEIGHT = 160;
const TOP = 14; // room for the markers
const BAR_GAP = 0.2;

/** A round ceiling for the axis: 8 -> 8, 9 -> 10, 23 -> 25. */
function axisMax(hours: number) {
  const step = hours <= 10 ? 2 : hours <= 50 ? 5 : hours <= 200 ? 25 : 100;
  return Math.max(step, Math.ceil(hours / step) * step);
}

export function describeDay(day: ReportDay, currency: string) {
  const parts = [`${formatDate(day.date, 'EEE MMM d')}: ${formatHours(day.hours)} h`];
  if (day.cost !== null) parts.push(formatMoney(day.cost, currency));
  if (day.highCost) parts.push('cost more than 25% above average');
  return parts.join(', ');
}

export function HoursChart({ days, currency }: { days: ReportDay[]; currency: string }) {
  const max = axisMax(Math.max(0, ...days.map((day) => day.hours)));
  const width = days.length * 10;
  const scale = (hours: number) => (hours / max) * (HEIGHT - TOP);
  const labelEvery = days.length <= 14 ? 1 : 7;
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">Hours per day</span>
        <span className="flex items-center gap-1.5 text-slate-600">
          <svg aria-hidden viewBox="0 0 10 8" className="size-3 fill-red-600">
            <path d="M0 0h10L5 8z" />
          </svg>
          Cost more than 25% above the period's average
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden
          className="flex w-8 flex-col justify-between text-right text-xs text-slate-500"
          style={{ height: HEIGHT, paddingTop: TOP - 6 }}
        >
          <span>{max} h</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={`Hours per day, ${days.length} days, at most ${max} hours`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 border-b border-l border-slate-300"
        >
          {days.map((day, i) => {
            const barHeight = scale(day.hours);
            const x = i * 10 + (10 * BAR_GAP) / 2;
            const barWidth = 10 * (1 - BAR_GAP);
            return (
              <g key={day.date}>
                <title>{describeDay(day, currency)}</title>
                <rect
                  x={x}
                  y={HEIGHT - barHeight}
                  width={barWidth}
                  height={barHeight}
                  className={day.highCost ? 'fill-red-400' : 'fill-brand-500'}
                />
                {day.highCost && (
                  <path
                    data-marker="high-cost"
                    d={`M${x} ${HEIGHT - barHeight - 10}h${barWidth}l-${barWidth / 2} 8z`}
                    className="fill-red-600"
                  />
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden className="ml-10 flex text-[10px] text-slate-500">
        {days.map((day, i) => (
          <span key={day.date} className="min-w-0 flex-1 overflow-visible text-center">
            {i % labelEvery === 0 ? formatDate(day.date, labelEvery === 1 ? 'EEE d' : 'MMM d') : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}
