// The employee's own timesheet (the dashboard's Payroll tab): their days in a pay period, read
// only, with a way to propose a punch they missed. A manager approves or declines it.
import { useState } from 'react';
import { todayIn } from '@shared/domain/dates';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useOrganizationToday } from '@/lib/use-organization-today';
import { clockTimeIn } from '@/lib/zoned-clock';
import { CorrectDialog, type CorrectTarget } from './correct-dialog';
import { DayList } from './day-list';
import { PeriodBar } from './period-bar';
import type { Proposal } from './timesheet-answers';
import { hoursWords, PUNCH_KIND_WORDS } from './timesheet-words';
import { usePayPeriod, useTimesheet } from './use-timesheets';

function ProposalLine({ proposal, timeZone }: { proposal: Proposal; timeZone: string }) {
  const kind = proposal.kind ? PUNCH_KIND_WORDS[proposal.kind] : 'Punch';
  return (
    <li className="py-1.5 text-sm">
      {kind} at {proposal.atAfter ? clockTimeIn(proposal.atAfter, timeZone) : '?'}: waiting for a
      manager
    </li>
  );
}

export default function MyTimesheet() {
  const today = useOrganizationToday();
  const userId = useCurrentUser().data?.id;
  const [date, setDate] = useState<string | null>(null);
  const [target, setTarget] = useState<CorrectTarget | null>(null);
  const period = usePayPeriod(date ?? today);
  const range = period.data && { start: period.data.start, end: period.data.end };
  const sheet = useTimesheet(userId, range);
  const me = sheet.data?.person;

  return (
    <section
      aria-labelledby="my-timesheet"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="my-timesheet" className="text-lg font-semibold text-slate-900">
            My timesheet
          </h2>
          <p className="text-sm text-slate-600">Your punches and hours for the pay period.</p>
        </div>
        {userId !== undefined && period.data && !period.data.locked && sheet.data && (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setTarget({
                employeeId: userId,
                timeZone: sheet.data.timeZone,
                date: todayIn(sheet.data.timeZone),
              })
            }
          >
            Propose a missed punch
          </Button>
        )}
      </div>
      {period.isPending || (sheet.isPending && !sheet.isError) ? (
        <Spinner label="Loading your timesheet" className="w-full justify-center py-8" />
      ) : period.isError || sheet.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Your timesheet could not load: {(period.error ?? sheet.error)?.message}
        </p>
      ) : (
        <>
          <PeriodBar period={period.data} onPick={setDate} />
          {me && sheet.data ? (
            <>
              <p className="text-sm text-slate-700">
                Scheduled {hoursWords(me.totals.scheduledMinutes)} · Worked{' '}
                <strong>{hoursWords(me.totals.workedMinutes)}</strong>
                {me.totals.overtimeMinutes + me.totals.doubleMinutes > 0 &&
                  ` · Overtime ${hoursWords(me.totals.overtimeMinutes + me.totals.doubleMinutes)}`}
                {me.approved && ' · Approved'}
              </p>
              {me.proposals.length > 0 && (
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">Proposed</h3>
                  <ul>
                    {me.proposals.map((proposal) => (
                      <ProposalLine
                        key={proposal.id}
                        proposal={proposal}
                        timeZone={sheet.data.timeZone}
                      />
                    ))}
                  </ul>
                </div>
              )}
              <DayList days={me.days} timeZone={sheet.data.timeZone} />
            </>
          ) : (
            <p className="text-sm text-slate-600">No shifts or punches in this period.</p>
          )}
        </>
      )}
      <CorrectDialog
        target={target}
        title="Propose a missed punch"
        submitLabel="Send to a manager"
        onClose={() => setTarget(null)}
      />
    </section>
  );
}
