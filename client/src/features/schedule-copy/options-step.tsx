// Step 3: how to copy, with a summary of what will happen.
import { weekLabel } from '@shared/domain/week-label';

export type WizardOptions = { keepAssignments: boolean; autoResolveConflicts: boolean };

interface OptionsStepProps {
  options: WizardOptions;
  onChange: (options: WizardOptions) => void;
  shiftCount: number;
  sourceWeek: string;
  targetWeek: string;
}

export function OptionsStep({
  options,
  onChange,
  shiftCount,
  sourceWeek,
  targetWeek,
}: OptionsStepProps) {
  return (
    <div className="space-y-4 text-sm">
      <p className="rounded-lg bg-slate-50 p-3 text-slate-700">
        Copy {shiftCount} shift{shiftCount === 1 ? '' : 's'} from {weekLabel(sourceWeek)} to{' '}
        {weekLabel(targetWeek)}, on the same weekdays.
      </p>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-medium text-slate-700">Options</legend>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-0.5 accent-brand-600"
            checked={options.keepAssignments}
            onChange={(e) => onChange({ ...options, keepAssignments: e.target.checked })}
          />
          <span>
            <span className="font-medium text-slate-900">Keep employee assignments</span>
            <span className="block text-slate-600">
              Each person is checked again for time off, unavailability, overlapping shifts and
              weekly hours in the target week.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-0.5 accent-brand-600"
            checked={options.autoResolveConflicts}
            disabled={!options.keepAssignments}
            onChange={(e) => onChange({ ...options, autoResolveConflicts: e.target.checked })}
          />
          <span>
            <span className="font-medium text-slate-900">Auto-resolve conflicts</span>
            <span className="block text-slate-600">
              Leave conflicting slots open, and keep assignments that go over weekly hours (you get
              a warning). Without it, any conflict, over-limit hours included, leaves that person
              out.
            </span>
          </span>
        </label>
      </fieldset>
    </div>
  );
}
