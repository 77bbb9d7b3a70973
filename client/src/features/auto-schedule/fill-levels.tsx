// How good the previewed fill is, level by level in the order the fill weighs them: the value
// reached, the proven bound, and "optimal" or how far from the bound it may be.
import type { AutoSchedulePreview, FillLevelResult } from '@shared/validators/auto-schedule';
import { formatHours } from '@shared/domain/hours';

const LEVEL_WORDS: Record<
  FillLevelResult['name'],
  { label: string; format: (x: number) => string }
> = {
  places: { label: 'Places filled', format: (x) => String(x) },
  moved: { label: 'Existing assignments moved', format: (x) => String(x) },
  preferences: {
    label: 'Liked minus avoided',
    format: (x) => `${formatHours(x / 60)} h`,
  },
  belowMinimum: { label: 'Hours under minimums', format: (x) => `${formatHours(x)} h` },
  spread: { label: 'Spread of hours vs target', format: (x) => `${Math.round(x * 100)}%` },
};

/** 'optimal', or the gap to the bound in the level's own units. */
export function levelStatus(level: FillLevelResult): string {
  if (level.optimal) return 'optimal';
  const { format } = LEVEL_WORDS[level.name];
  return `gap ${format(Math.abs(level.bound - level.value))}`;
}

export function FillLevels({ preview }: { preview: AutoSchedulePreview }) {
  return (
    <section aria-label="How good this fill is" className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">How good this fill is</h3>
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 font-medium">
              In order of priority
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Reached
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Proven bound
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.levels.map((level) => {
            const { label, format } = LEVEL_WORDS[level.name];
            return (
              <tr key={level.name} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal text-slate-800">
                  {label}
                  <span className="sr-only">
                    {level.sense === 'max' ? ', more is better' : ', less is better'}
                  </span>
                </th>
                <td className="whitespace-nowrap py-1 pl-2 text-right tabular-nums text-slate-800">
                  {format(level.value)}
                </td>
                <td className="whitespace-nowrap py-1 pl-2 text-right tabular-nums text-slate-600">
                  {level.sense === 'max' ? 'at most ' : 'at least '}
                  {format(level.bound)}
                </td>
                <td
                  className={`whitespace-nowrap py-1 pl-2 text-right ${level.optimal ? 'text-emerald-700' : 'text-amber-700'}`}
                >
                  {levelStatus(level)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
