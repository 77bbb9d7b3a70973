// Hours and cost of each day of the period, folded away under the chart that shows them.
import type { HoursReport } from '@shared/validators/reports';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatHours } from '@shared/domain/hours';

export function DaysTable({ report }: { report: HoursReport }) {
  const { days, currency, totals } = report;
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
        Daily hours and cost
        {totals.averageDailyCost !== null && (
          <span className="font-normal text-slate-500">
            {' '}
            · average {formatMoney(totals.averageDailyCost, currency)} a working day
          </span>
        )}
      </summary>
      <table className="w-full text-sm">
        <caption className="sr-only">Hours and cost per day</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Hours
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {formatDate(day.date, 'EEE, MMM d')}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatHours(day.hours)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {day.highCost && (
                  <Badge variant="destructive" className="mr-2">
                    Above average
                  </Badge>
                )}
                {day.cost === null ? '—' : formatMoney(day.cost, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
