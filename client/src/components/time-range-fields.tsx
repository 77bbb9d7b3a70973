// Start and End Time side by side: the hours of a partial-day request or of recurring unavailability.
import { LabeledInput } from './labeled-input';

type Times = { startTime: string; endTime: string };

export function TimeRangeFields({
  idPrefix,
  startTime,
  endTime,
  onChange,
}: Times & { idPrefix: string; onChange: (patch: Partial<Times>) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <LabeledInput
        id={`${idPrefix}-start-time`}
        label="Start Time"
        type="time"
        value={startTime}
        onValueChange={(value) => onChange({ startTime: value })}
      />
      <LabeledInput
        id={`${idPrefix}-end-time`}
        label="End Time"
        type="time"
        value={endTime}
        onValueChange={(value) => onChange({ endTime: value })}
      />
    </div>
  );
}
