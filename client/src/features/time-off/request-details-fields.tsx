// The hours and type of a time-off request. The type decides approval, so that switch only shows it.
import {
  requiresApprovalFor,
  TIME_OFF_TYPE_LABELS,
  TIME_OFF_TYPES,
  type TimeOffType,
} from '@shared/domain/time-off';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { TimeOffForm } from './time-off-form';
import { TimeRangeFields } from '@/components/time-range-fields';

type Props = { form: TimeOffForm; onChange: (patch: Partial<TimeOffForm>) => void };

export function RequestDetailsFields({ form, onChange: change }: Props) {
  const requiresApproval = requiresApprovalFor(form.type);
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="time-off-all-day">All day</Label>
        <Switch
          id="time-off-all-day"
          checked={form.allDay}
          onCheckedChange={(allDay) => change({ allDay })}
        />
      </div>
      {!form.allDay && (
        <TimeRangeFields
          idPrefix="time-off"
          startTime={form.startTime}
          endTime={form.endTime}
          onChange={change}
        />
      )}
      <div className="space-y-1.5">
        <Label htmlFor="time-off-type">Type</Label>
        <Select
          id="time-off-type"
          value={form.type}
          onChange={(e) => change({ type: e.target.value as TimeOffType })}
        >
          {TIME_OFF_TYPES.map((type) => (
            <option key={type} value={type}>
              {TIME_OFF_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-start justify-between gap-3">
        <div>
          <Label htmlFor="time-off-approval">Requires approval</Label>
          <p id="time-off-approval-hint" className="text-xs text-slate-500">
            {requiresApproval
              ? 'Set by the type: a manager approves or denies it.'
              : 'Set by the type: your manager is informed, no approval needed.'}
          </p>
        </div>
        <Switch
          id="time-off-approval"
          checked={requiresApproval}
          disabled
          aria-describedby="time-off-approval-hint"
          onCheckedChange={() => {}}
        />
      </div>
    </>
  );
}
