// Step 2: the week to copy into, from the next 12 weeks starting with the current one, or up
// to the organization's scheduling horizon when it has one.
import { addDaysIso, dayNumber, weekStart, type WeekStartsOn } from '@shared/domain/dates';
import { weekLabel } from '@shared/domain/week-label';
import { TARGET_WEEK_COUNT } from '@shared/validators/schedule-copy';
import { useWeekStartsOn } from '@/lib/use-organization-today';
import { useSchedulingHorizon, type SchedulingHorizon } from '@/lib/use-scheduling-horizon';
import { WeekChoice } from './week-choice';

/** The weeks offered, by first day: this week on, through the week that holds the horizon. */
function targetFirstDays(
  today: string,
  weekStartsOn: WeekStartsOn,
  horizon: SchedulingHorizon,
): string[] {
  const first = weekStart(today, weekStartsOn);
  const count = horizon
    ? Math.max(1, (dayNumber(weekStart(horizon.last, weekStartsOn)) - dayNumber(first)) / 7 + 1)
    : TARGET_WEEK_COUNT;
  return Array.from({ length: count }, (_, i) => addDaysIso(first, i * 7));
}

interface TargetWeekStepProps {
  today: string;
  sourceWeek: string | null;
  targetWeek: string | null;
  onTargetWeek: (firstDay: string) => void;
}

export function TargetWeekStep({
  today,
  sourceWeek,
  targetWeek,
  onTargetWeek,
}: TargetWeekStepProps) {
  const horizon = useSchedulingHorizon(today);
  const firstDays = targetFirstDays(today, useWeekStartsOn(), horizon);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Target week</legend>
      <div className="max-h-80 space-y-2 overflow-y-auto">
        {firstDays.map((firstDay, i) => (
          <WeekChoice
            key={firstDay}
            name="target-week"
            label={weekLabel(firstDay)}
            detail={firstDay === sourceWeek ? 'Source week' : i === 0 ? 'This week' : undefined}
            checked={targetWeek === firstDay}
            disabled={firstDay === sourceWeek}
            onChoose={() => onTargetWeek(firstDay)}
          />
        ))}
      </div>
      {horizon && <p className="text-xs text-slate-500">{horizon.rule}</p>}
    </fieldset>
  );
}
