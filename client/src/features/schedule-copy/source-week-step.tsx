// Step 1: the week to copy from (weeks with shifts, from the server) and which of its shifts.
import { Spinner } from '@/components/ui/spinner';
import { useAvailableWeeks, type useCopyPreview } from './use-schedule-copy';
import { ShiftSelection } from './shift-selection';
import { WeekChoice } from './week-choice';
import { formatHours } from '@shared/domain/hours';

interface SourceWeekStepProps {
  sourceWeek: string | null;
  preview: ReturnType<typeof useCopyPreview>;
  onSourceWeek: (monday: string) => void;
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
  onToggleAll: (selectAll: boolean) => void;
}

export function SourceWeekStep(props: SourceWeekStepProps) {
  const weeks = useAvailableWeeks();
  const { preview } = props;
  if (weeks.isPending)
    return <Spinner label="Loading weeks" className="w-full justify-center py-6" />;
  if (weeks.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        The weeks could not be loaded. Close the dialog and try again.
      </p>
    );
  if (weeks.data.length === 0)
    return <p className="text-sm text-slate-500">There are no shifts to copy yet.</p>;
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Source week</legend>
        <div className="max-h-48 space-y-2 overflow-y-auto">
          {weeks.data.map((week) => (
            <WeekChoice
              key={week.weekStart}
              name="source-week"
              label={week.weekLabel}
              detail={`${week.shiftCount} shift${week.shiftCount === 1 ? '' : 's'} · ${formatHours(week.totalHours)} h`}
              checked={props.sourceWeek === week.weekStart}
              onChoose={() => props.onSourceWeek(week.weekStart)}
            />
          ))}
        </div>
      </fieldset>
      {props.sourceWeek &&
        (preview.isPending ? (
          <Spinner label="Loading preview" className="w-full justify-center py-6" />
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-red-600">
            The preview could not be loaded.
          </p>
        ) : (
          <ShiftSelection
            preview={preview.data}
            isSelected={props.isSelected}
            onToggle={props.onToggle}
            onToggleAll={props.onToggleAll}
          />
        ))}
    </div>
  );
}
