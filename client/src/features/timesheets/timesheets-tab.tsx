// The manager's Timesheets tab: one pay period at a time, a row per person (scheduled against
// worked, overtime, flags), their days on demand with corrections, proposals waiting for a
// decision, approval, the period's lock and the payroll files.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { organizationSettingsQuery } from '@/lib/settings-query';
import { ExportLinks } from './export-links';
import { LockControls } from './lock-controls';
import { PeriodBar } from './period-bar';
import { PersonRow } from './person-row';
import { ProposalsList } from './proposals-list';
import { usePayPeriod, useTimesheets } from './use-timesheets';
import { useOrganizationToday } from '@/lib/use-organization-today';

export default function TimesheetsTab() {
  const today = useOrganizationToday();
  const [date, setDate] = useState<string | null>(null);
  const period = usePayPeriod(date ?? today);
  const range = period.data && { start: period.data.start, end: period.data.end };
  const sheets = useTimesheets(range, true);
  const currency = useQuery(organizationSettingsQuery()).data?.currency ?? 'USD';

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Timesheets</h2>
        <p className="mt-1 text-sm text-slate-600">
          Check hours worked against the schedule, correct punches, approve and lock the period.
        </p>
      </div>
      {period.isPending ? (
        <Spinner label="Loading the pay period" className="w-full justify-center py-12" />
      ) : period.isError ? (
        <p role="alert" className="text-sm text-red-600">
          The pay period could not load: {period.error.message}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PeriodBar period={period.data} onPick={setDate} />
            <div className="flex flex-wrap items-center gap-2">
              <LockControls period={period.data} />
              <ExportLinks start={period.data.start} end={period.data.end} />
            </div>
          </div>
          {period.data.lock && (
            <p className="text-sm text-slate-600">Locked by {period.data.lock.lockedBy}.</p>
          )}
          {sheets.isPending ? (
            <Spinner label="Loading timesheets" className="w-full justify-center py-12" />
          ) : sheets.isError ? (
            <p role="alert" className="text-sm text-red-600">
              Timesheets could not load: {sheets.error.message}
            </p>
          ) : (
            <>
              <ProposalsList people={sheets.data.people} />
              <section
                aria-label="People"
                className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm"
              >
                {sheets.data.people.length === 0 ? (
                  <p className="py-6 text-sm text-slate-600">
                    Nobody worked or was scheduled in this period.
                  </p>
                ) : (
                  <ul className="divide-y divide-slate-200">
                    {sheets.data.people.map((person) => (
                      <PersonRow
                        key={person.employeeId}
                        person={person}
                        range={{ start: sheets.data.start, end: sheets.data.end }}
                        locked={sheets.data.locked}
                        currency={currency}
                      />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
