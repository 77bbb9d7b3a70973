// Step 2: the week to copy into, from the next 12 weeks starting with the current Monday.
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { weekLabel } from '@shared/domain/week-label';
import { TARGET_WEEK_COUNT } from '@shared/validators/schedule-copy';
import { WeekChoice } from './week-choice';

interface TargetWeekStepProps {
  today: string;
  sourceWeek: string | null;
  targetWeek: string | null;
  onTargetWeek: (monday: string) => void;
}

export function TargetWeekStep({
  today,
  sourceWeek,
  targetWeek,
  onTargetWeek,
}: TargetWeekStepProps) {
  const first = weekStart(today);
  const mondays = Array.from({ length: TARGET_WEEK_COUNT }, (_, i) => addDaysIso(first, i * 7));
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Target week</legend>
      <div className="max-h-80 space-y-2 overflow-y-auto">
        {mondays.map((monday, i) => (
          <WeekChoice
            key={monday}
            name="target-week"
            label={weekLabel(monday)}
            detail={monday === sourceWeek ? 'Source week' : i === 0 ? 'This week' : undefined}
            checked={targetWeek === monday}
            disabled={monday === sourceWeek}
            onChoose={() => onTargetWeek(monday)}
          />
        ))}
      </div>
    </fieldset>
  );
}
