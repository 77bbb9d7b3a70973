// List mode: 'Upcoming Shifts' for the Monday-Sunday week, by date then start time, each
// with its colour, title, full date, times, station, notes and a 'Past' tag.
import clsx from 'clsx';
import type { PublicShift } from '@shared/validators/sharing';
import { Badge } from '@/components/ui/badge';
import { formatClock, formatDate } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';

export function PublicShiftList({ shifts, today }: { shifts: PublicShift[]; today: string }) {
  return (
    <section aria-labelledby="upcoming-heading" className="space-y-3">
      <h2 id="upcoming-heading" className="text-base font-semibold text-slate-900">
        Upcoming Shifts
      </h2>
      {shifts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          No shifts scheduled for this week
        </p>
      ) : (
        <ul className="space-y-3">
          {shifts.map((shift, index) => {
            const past = shift.date < today;
            return (
              <li
                key={`${shift.date}-${shift.startTime}-${index}`}
                className={clsx(
                  'flex gap-3 rounded-lg border border-slate-200 bg-white p-4',
                  past && 'opacity-60',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'w-1.5 shrink-0 rounded-full',
                    shiftColorClasses(shift.color).swatch,
                  )}
                />
                <div className="min-w-0 flex-1 space-y-0.5">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">{shift.title}</h3>
                    {past && <Badge>Past</Badge>}
                  </div>
                  <p className="text-sm text-slate-700">
                    {formatDate(shift.date, 'EEEE, MMMM d, yyyy')}
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatClock(shift.startTime)} – {formatClock(shift.endTime)}
                  </p>
                  {shift.stationNumber !== null && (
                    <p className="text-sm text-slate-600">Station {shift.stationNumber}</p>
                  )}
                  {shift.notes && (
                    <p className="text-sm break-words text-slate-500">{shift.notes}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
