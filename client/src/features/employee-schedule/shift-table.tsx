// The week as a table from 768 px up: date, time, title badge (with the location when the reader
// works at several), type, stations and people. Past shifts are dimmed and marked '(Past)'; an understaffed future shift gets a red
// left border. Below 768 px the same shifts are compact cards, so nothing scrolls sideways.
import clsx from 'clsx';
import { ShiftTitleBadge } from '@/components/shift-title-badge';
import { useLocations } from '@/lib/locations-query';
import {
  isPastShift,
  longDate,
  shiftLocationName,
  timeRange,
  understaffing,
  type EmployeeShift,
} from './employee-shift';
import { StaffingStatus } from './staffing-status';

interface ShiftTableProps {
  shifts: EmployeeShift[];
  /** Below 768 px: list the shifts as compact cards (otherwise the table is desktop only). */
  phoneList: boolean;
}

function rowClasses(shift: EmployeeShift) {
  return clsx(
    'border-l-4',
    understaffing(shift) ? 'border-l-red-500' : 'border-l-transparent',
    isPastShift(shift) && 'opacity-60',
  );
}

function DateLabel({ shift }: { shift: EmployeeShift }) {
  return (
    <span className="font-medium text-slate-900">
      {longDate(shift.date)}
      {isPastShift(shift) && <span className="ml-1 font-normal text-slate-500">(Past)</span>}
    </span>
  );
}

function LocationLine({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <p className="mt-1 text-xs text-slate-600">
      <span className="sr-only">Location: </span>
      {name}
    </p>
  );
}

export function ShiftTable({ shifts, phoneList }: ShiftTableProps) {
  const { several } = useLocations();
  if (shifts.length === 0)
    return (
      <p
        className={clsx('py-6 text-center text-sm text-slate-500', !phoneList && 'hidden md:block')}
      >
        No shifts found for this week
      </p>
    );
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {['Date', 'Time', 'Shift', 'Type', 'Stations', 'Employees'].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 first:pl-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shifts.map((shift) => (
            <tr key={shift.id} className={clsx('align-top', rowClasses(shift))}>
              <td className="py-3 pr-4 pl-3">
                <DateLabel shift={shift} />
              </td>
              <td className="py-3 pr-4 whitespace-nowrap text-slate-700">{timeRange(shift)}</td>
              <td className="py-3 pr-4">
                <ShiftTitleBadge title={shift.title} color={shift.color} />
                <LocationLine name={shiftLocationName(shift, several)} />
              </td>
              <td className="py-3 pr-4 text-slate-700">{shift.shiftType}</td>
              <td className="py-3 pr-4 text-slate-700">{shift.numberOfStations}</td>
              <td className="py-3 pr-4 text-slate-700">
                <StaffingStatus shift={shift} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        className={clsx('space-y-2 md:hidden', !phoneList && 'hidden')}
        aria-label="Shifts this week"
      >
        {shifts.map((shift) => (
          <li
            key={shift.id}
            className={clsx('rounded-lg border border-slate-200 p-3 text-sm', rowClasses(shift))}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ShiftTitleBadge title={shift.title} color={shift.color} />
              <span className="text-xs text-slate-500">
                {shift.shiftType} · {shift.numberOfStations}{' '}
                {shift.numberOfStations === 1 ? 'station' : 'stations'}
              </span>
            </div>
            <p className="mt-2">
              <DateLabel shift={shift} />
            </p>
            <p className="text-slate-600">{timeRange(shift)}</p>
            <LocationLine name={shiftLocationName(shift, several)} />
            <p className="mt-1 text-slate-700">
              <StaffingStatus shift={shift} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
