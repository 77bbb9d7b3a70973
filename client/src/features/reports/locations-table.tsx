// The report's hours grouped by where they were worked, for an organization with several
// locations: each location's row with its totals, and under it the people who worked there.
import { displayName } from '@shared/domain/display-name';
import { formatHours } from '@shared/domain/hours';
import type { HoursReport, ReportLocation } from '@shared/validators/reports';
import { ScrollableTable } from './scrollable-table';
import { formatMoney } from '@/lib/format-money';

const cell = 'px-3 py-2 text-right tabular-nums';

type Props = { report: HoursReport; locations: ReportLocation[] };

export function LocationsTable({ report, locations }: Props) {
  const { shiftTypes, currency } = report;
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, currency));
  const names = new Map(report.people.map((p) => [p.employeeId, displayName(p, p.email)]));
  const typeHours = (row: { hoursByType: ReportLocation['people'][number]['hoursByType'] }) =>
    shiftTypes.map((type) => (
      <td key={type} className={cell}>
        {formatHours(row.hoursByType.find((t) => t.shiftType === type)?.hours ?? 0)}
      </td>
    ));
  return (
    <ScrollableTable caption="Hours and cost per location">
      <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-3 py-2 text-left">
            Location
          </th>
          <th scope="col" className={cell}>
            Shifts
          </th>
          <th scope="col" className={cell}>
            Hours
          </th>
          {shiftTypes.map((type) => (
            <th key={type} scope="col" className={cell}>
              {type}
            </th>
          ))}
          <th scope="col" className={cell}>
            Cost
          </th>
        </tr>
      </thead>
      {locations.map((location) => {
        const byType = shiftTypes.map((shiftType) => ({
          shiftType,
          hours: location.people.reduce(
            (sum, p) => sum + (p.hoursByType.find((t) => t.shiftType === shiftType)?.hours ?? 0),
            0,
          ),
        }));
        return (
          <tbody key={location.locationId} className="border-t border-slate-200">
            <tr className="bg-slate-50/60 font-semibold text-slate-900">
              <th scope="rowgroup" className="px-3 py-2 text-left">
                {location.name}
              </th>
              <td className={cell}>{location.shifts}</td>
              <td className={cell}>{formatHours(location.hours)}</td>
              {typeHours({ hoursByType: byType })}
              <td className={cell}>{money(location.cost)}</td>
            </tr>
            {location.people.length === 0 ? (
              <tr>
                <td colSpan={4 + shiftTypes.length} className="px-3 py-2 pl-6 text-slate-500">
                  No hours here in this period.
                </td>
              </tr>
            ) : (
              location.people.map((row) => (
                <tr key={row.employeeId}>
                  <th scope="row" className="px-3 py-2 pl-6 text-left font-normal text-slate-800">
                    {names.get(row.employeeId) ?? `Employee ${row.employeeId}`}
                  </th>
                  <td className={cell}>{row.shifts}</td>
                  <td className={cell}>{formatHours(row.hours)}</td>
                  {typeHours(row)}
                  <td className={cell}>{money(row.cost)}</td>
                </tr>
              ))
            )}
          </tbody>
        );
      })}
    </ScrollableTable>
  );
}
