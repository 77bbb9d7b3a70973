// 'My shifts for the week': a card per shift of mine with who I work with, and the
// Request Switch and Request Coverage buttons, disabled for past shifts with the reason shown.
import { ArrowLeftRight, LifeBuoy, MapPin } from 'lucide-react';
import { ShiftTitleBadge } from '@/components/shift-title-badge';
import { Button } from '@/components/ui/button';
import { useLocations } from '@/lib/locations-query';
import type { RequestableShift } from '@/lib/requestable-shift';
import {
  isPastShift,
  longDate,
  personName,
  shiftLocationName,
  timeRange,
  toRequestable,
  type EmployeeShift,
} from './employee-shift';

export interface ShiftRequestHandlers {
  onRequestSwap?: (shift: RequestableShift) => void;
  onRequestCoverage?: (shift: RequestableShift) => void;
}

interface MyShiftCardsProps extends ShiftRequestHandlers {
  /** Undefined while loading. */
  shifts: EmployeeShift[] | undefined;
}

function ShiftCard({
  shift,
  onRequestSwap,
  onRequestCoverage,
}: ShiftRequestHandlers & {
  shift: EmployeeShift;
}) {
  const past = isPastShift(shift);
  const location = shiftLocationName(shift, useLocations().several);
  const hintId = `shift-${shift.id}-past-hint`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ShiftTitleBadge title={shift.title} color={shift.color} />
        <span className="text-xs text-slate-500">{shift.shiftType}</span>
      </div>
      <p className="mt-2 font-medium text-slate-900">{longDate(shift.date)}</p>
      <p className="text-sm text-slate-600">{timeRange(shift)}</p>
      {location && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span>
            <span className="sr-only">Location: </span>
            {location}
          </span>
        </p>
      )}
      {shift.numberOfStations === 1 && <p className="text-xs text-slate-500">1 station</p>}
      {shift.coworkers.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          Working with: {shift.coworkers.map(personName).join(', ')}
        </p>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          className="h-11"
          disabled={past}
          aria-describedby={past ? `${hintId}-switch` : undefined}
          onClick={() => onRequestSwap?.(toRequestable(shift))}
        >
          <ArrowLeftRight aria-hidden className="size-4" />
          Request Switch
        </Button>
        <Button
          variant="outline"
          className="h-11"
          disabled={past}
          aria-describedby={past ? `${hintId}-coverage` : undefined}
          onClick={() => onRequestCoverage?.(toRequestable(shift))}
        >
          <LifeBuoy aria-hidden className="size-4" />
          Request Coverage
        </Button>
      </div>
      {past && (
        <div className="mt-2 space-y-0.5 text-xs text-slate-500">
          <p id={`${hintId}-switch`}>Cannot request switch for past shifts</p>
          <p id={`${hintId}-coverage`}>Cannot request coverage for past shifts</p>
        </div>
      )}
    </li>
  );
}

export function MyShiftCards({ shifts, ...handlers }: MyShiftCardsProps) {
  return (
    <section aria-labelledby="my-shifts-heading" className="space-y-3">
      <h3 id="my-shifts-heading" className="text-base font-semibold text-slate-900">
        My shifts for the week
      </h3>
      {shifts === undefined ? (
        <p role="status" className="text-sm text-slate-500">
          Loading...
        </p>
      ) : shifts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          No shifts assigned for this week
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shifts.map((shift) => (
            <ShiftCard key={shift.id} shift={shift} {...handlers} />
          ))}
        </ul>
      )}
    </section>
  );
}
