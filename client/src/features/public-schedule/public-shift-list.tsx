// List mode: 'Upcoming Shifts' for the Monday-Sunday week. A reader of that title looks for what
// comes next, so the shifts still ahead come first, by date then start time; the week's past
// shifts follow in the same order, dimmed and tagged 'Past'. Each shows its colour, title, full
// date, times, station and notes.
import { isPastShift } from '@shared/domain/shift-instant';
import type { PublicShift } from '@shared/validators/sharing';
import { PublicShiftEntry } from './public-shift-entry';

const byDateThenStart = (a: PublicShift, b: PublicShift) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

/** The shifts ahead, then the past ones, each by date then start time. */
export function upcomingFirst(shifts: PublicShift[]) {
  const sorted = [...shifts].sort(byDateThenStart);
  return [
    ...sorted.filter((shift) => !isPastShift(shift)),
    ...sorted.filter((shift) => isPastShift(shift)),
  ];
}

export function PublicShiftList({ shifts }: { shifts: PublicShift[] }) {
  return (
    <section aria-labelledby="upcoming-heading" className="space-y-3">
      <h2 id="upcoming-heading" className="text-base font-semibold text-slate-900">
        Upcoming Shifts
      </h2>
      {shifts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No shifts scheduled for this week
        </p>
      ) : (
        <ul className="space-y-3">
          {upcomingFirst(shifts).map((shift, index) => (
            <li key={`${shift.date}-${shift.startTime}-${index}`}>
              <PublicShiftEntry shift={shift} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
