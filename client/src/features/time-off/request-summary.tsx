// One request as the manager reads it: who, when, what and why.
import { TIME_OFF_TYPE_LABELS } from '@shared/domain/time-off';
import { describeDates, describeHours, type TimeOffRequest } from './time-off';

export function RequestSummary({ request }: { request: TimeOffRequest }) {
  return (
    <div className="min-w-0 space-y-0.5 text-sm">
      <p className="font-medium text-slate-900">{request.employeeName}</p>
      <p className="text-slate-700">
        {describeDates(request)} · {describeHours(request)}
      </p>
      <p className="text-slate-600">
        {TIME_OFF_TYPE_LABELS[request.type]} · &ldquo;{request.reason}&rdquo;
      </p>
    </div>
  );
}
