// One shared shift in full: colour, title, date, times, location (when the team has several),
// position, station and notes, with a 'Past' tag on the days before today where it is worked. Past shifts are dimmed by background, never opacity, so their text and
// tag keep a readable contrast.
import { isPastShift } from '@shared/domain/shift-instant';
import clsx from 'clsx';
import type { PublicShift } from '@shared/validators/sharing';
import { Badge } from '@/components/ui/badge';
import { formatClock, formatDate } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';

export function PublicShiftEntry({ shift }: { shift: PublicShift }) {
  const past = isPastShift(shift);
  return (
    <div
      className={clsx(
        'flex gap-3 rounded-lg border border-slate-200 p-4',
        past ? 'bg-slate-50' : 'bg-white',
      )}
    >
      <span
        aria-hidden
        className={clsx('w-1.5 shrink-0 rounded-full', shiftColorClasses(shift.color).swatch)}
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className={clsx('font-semibold', past ? 'text-slate-700' : 'text-slate-900')}>
            {shift.title}
          </h3>
          {past && <Badge>Past</Badge>}
        </div>
        <p className="text-sm text-slate-700">{formatDate(shift.date, 'EEEE, MMMM d, yyyy')}</p>
        <p className="text-sm text-slate-600">
          {formatClock(shift.startTime)} – {formatClock(shift.endTime)}
        </p>
        {shift.location && (
          <p className="text-sm text-slate-600">
            <span className="sr-only">Location: </span>
            {shift.location}
          </p>
        )}
        {shift.position && <p className="text-sm text-slate-600">{shift.position}</p>}
        {shift.stationNumber !== null && (
          <p className="text-sm text-slate-600">Station {shift.stationNumber}</p>
        )}
        {shift.notes && <p className="text-sm break-words text-slate-600">{shift.notes}</p>}
      </div>
    </div>
  );
}
