// The manager's Reports tab: hours and labour cost for a week, a month or a custom range, per
// person, per location (with several) and per day, with CSV downloads of the table and of the period's shifts.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { useOrganizationToday, useWeekStartsOn } from '@/lib/use-organization-today';
import { DaysTable } from './days-table';
import { HoursChart } from './hours-chart';
import { LocationsTable } from './locations-table';
import { PeopleTable } from './people-table';
import { ReportControls } from './report-controls';
import { periodQuery, rangeProblem, weekPeriod, type ReportPeriod } from './report-period';
import { useHoursReport } from './use-hours-report';
import { formatHours } from '@shared/domain/hours';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-3">
      <dt className="text-xs text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function DownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClasses('outline', 'sm')}>
      <Download aria-hidden className="size-4" />
      {label}
    </a>
  );
}

export default function ReportsTab() {
  const today = useOrganizationToday();
  const weekStartsOn = useWeekStartsOn();
  // A week is kept by a day in it and laid out from the organization's first weekday when shown,
  // so settings that load after the first render still put today's week on screen.
  const [chosen, setPeriod] = useState<ReportPeriod>(() => ({
    kind: 'week',
    start: today,
    end: today,
  }));
  const period = chosen.kind === 'week' ? weekPeriod(chosen.start, weekStartsOn) : chosen;
  const [publishedOnly, setPublishedOnly] = useState(false);
  const problem = period.kind === 'custom' ? rangeProblem(period) : null;
  const report = useHoursReport(period.start, period.end, publishedOnly, problem === null);
  const query = periodQuery(period, publishedOnly);

  return (
    <section className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Reports</h2>
        {!problem && (
          <div className="flex flex-wrap gap-2">
            <DownloadLink href={`/api/reports/hours.csv?${query}`} label="Report CSV" />
            <DownloadLink href={`/api/shifts/export.csv?${query}`} label="Shifts CSV" />
          </div>
        )}
      </div>
      <ReportControls
        period={period}
        onPeriodChange={setPeriod}
        today={today}
        weekStartsOn={weekStartsOn}
        problem={problem}
        publishedOnly={publishedOnly}
        onPublishedOnlyChange={setPublishedOnly}
      />
      {problem ? null : report.isPending ? (
        <Spinner label="Loading report" className="w-full justify-center py-12" />
      ) : report.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {report.error.message}
        </p>
      ) : (
        <div className="space-y-5" aria-busy={report.isFetching}>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label="Scheduled hours" value={`${formatHours(report.data.totals.hours)} h`} />
            <Figure label="Shifts" value={String(report.data.totals.shifts)} />
            <Figure
              label="Labour cost"
              value={
                report.data.totals.cost === null
                  ? '—'
                  : formatMoney(report.data.totals.cost, report.data.currency)
              }
            />
          </dl>
          {report.data.totals.hours === 0 ? (
            <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
              No shifts are scheduled in this period.
            </p>
          ) : (
            <HoursChart days={report.data.days} currency={report.data.currency} />
          )}
          <PeopleTable report={report.data} />
          {report.data.locations && (
            <LocationsTable report={report.data} locations={report.data.locations} />
          )}
          <DaysTable report={report.data} />
          {report.data.people.some((p) => p.hourlyRate === null) && (
            <p className="text-xs text-slate-500">
              Cost counts only people with an hourly rate; set rates in Employee Management.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
