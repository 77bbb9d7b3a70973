// The report's per-person table: shifts, hours, hours by shift type, weeks over the weekly
// limit, the rate the cost was priced at and cost, with the totals in the footer.
import { displayName } from '@shared/domain/display-name';
import type { HoursReport, ReportPerson } from '@shared/validators/reports';
import { Badge } from '@/components/ui/badge';
import { ScrollableTable } from './scrollable-table';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatHours } from '@shared/domain/hours';
import { rateUsed, rateUsedText } from '@shared/domain/rates-used';

const cell = 'px-3 py-2 text-right tabular-nums';
const money = (amount: number | null, currency: string) =>
  amount === null ? '—' : formatMoney(amount, currency);

function WeeksOver({ person }: { person: ReportPerson }) {
  if (person.weeksOverLimit.length === 0) return <span className="text-slate-400">0</span>;
  const weeks = person.weeksOverLimit
    .map((week) => `week of ${formatDate(week.weekStart, 'MMM d')}: ${formatHours(week.hours)} h`)
    .join('; ');
  return (
    <Badge variant="destructive" title={`Limit ${person.weeklyHoursLimit} h — ${weeks}`}>
      {person.weeksOverLimit.length}
      <span className="sr-only">
        {' '}
        ({weeks}, limit {person.weeklyHoursLimit} h)
      </span>
    </Badge>
  );
}

/**
 * The rate the person's cost was priced at; when their hours were priced at several (positions
 * with their own rates), 'Mixed' over the hours at each, so the cost can be checked by hand.
 */
function RateCell({ person, currency }: { person: ReportPerson; currency: string }) {
  const used = rateUsed(person.ratesUsed, person.hourlyRate);
  if (used !== 'mixed') return money(used, currency);
  return (
    <>
      Mixed
      <ul className="mt-0.5 text-xs font-normal whitespace-nowrap text-slate-600">
        {person.ratesUsed.map((rate) => (
          <li key={`${rate.positionName}|${rate.hourlyRate}`}>
            {rateUsedText(rate, (amount) => formatMoney(amount, currency))}
          </li>
        ))}
      </ul>
    </>
  );
}

export function PeopleTable({ report }: { report: HoursReport }) {
  const { people, shiftTypes, currency, totals } = report;
  const typeTotal = (type: string) =>
    formatHours(
      people.reduce(
        (sum, p) => sum + (p.hoursByType.find((t) => t.shiftType === type)?.hours ?? 0),
        0,
      ),
    );
  return (
    <ScrollableTable caption="Hours and cost per person">
      <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-3 py-2 text-left">
            Employee
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
            Weeks over limit
          </th>
          <th scope="col" className={cell}>
            Rate
          </th>
          <th scope="col" className={cell}>
            Cost
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {people.map((person) => (
          <tr key={person.employeeId}>
            <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
              {displayName(person, person.email)}
            </th>
            <td className={cell}>{person.shifts}</td>
            <td className={cell}>{formatHours(person.hours)}</td>
            {shiftTypes.map((type) => (
              <td key={type} className={cell}>
                {formatHours(person.hoursByType.find((t) => t.shiftType === type)?.hours ?? 0)}
              </td>
            ))}
            <td className={cell}>
              <WeeksOver person={person} />
            </td>
            <td className={cell}>
              <RateCell person={person} currency={currency} />
            </td>
            <td className={cell}>{money(person.cost, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
        <tr>
          <th scope="row" className="px-3 py-2 text-left">
            Total
          </th>
          <td className={cell}>{totals.shifts}</td>
          <td className={cell}>{formatHours(totals.hours)}</td>
          {shiftTypes.map((type) => (
            <td key={type} className={cell}>
              {typeTotal(type)}
            </td>
          ))}
          <td className={cell}>{people.reduce((sum, p) => sum + p.weeksOverLimit.length, 0)}</td>
          <td className={cell} />
          <td className={cell}>{money(totals.cost, currency)}</td>
        </tr>
      </tfoot>
    </ScrollableTable>
  );
}
