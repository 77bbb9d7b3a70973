// The red banner of the week's approved time off: name, dates and, for managers, reason.
import { CalendarOff } from 'lucide-react';
import { formatDate } from '@/lib/format-date';
import { formatClock } from '@/lib/format-date';
import type { ApprovedTimeOff } from './use-approved-time-off';

function dates(request: ApprovedTimeOff): string {
  if (request.multipleDates && request.multipleDates.length > 0)
    return request.multipleDates.map((date) => formatDate(date, 'MMM d')).join(', ');
  const start = formatDate(request.startDate, 'MMM d');
  const end = formatDate(request.endDate, 'MMM d');
  const span = start === end ? start : `${start} – ${end}`;
  if (request.allDay || !request.startTime || !request.endTime) return span;
  return `${span}, ${formatClock(request.startTime)} – ${formatClock(request.endTime)}`;
}

export function TimeOffBanner({ requests }: { requests: ApprovedTimeOff[] }) {
  if (requests.length === 0) return null;
  return (
    <section
      aria-label="Approved time off"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <CalendarOff aria-hidden className="size-4" />
        Approved time off this week
      </h3>
      <ul className="mt-1 space-y-0.5">
        {requests.map((request) => (
          <li key={request.id}>
            <span className="font-medium">{request.employeeName}</span>: {dates(request)}
            {request.reason && <span className="text-red-800"> · {request.reason}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
