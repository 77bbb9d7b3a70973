// One person in the manager's sheet: scheduled against worked, overtime, pay, the period's flags
// and approval; opened, their days (read then) with a 'Correct' button on each punch and 'Add punch' on each
// day.
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { toastError } from '@/lib/toast';
import { CorrectDialog, type CorrectTarget } from './correct-dialog';
import { DayList } from './day-list';
import { FlagBadges } from './flag-badges';
import type { TimesheetPerson } from './timesheet-answers';
import { hoursWords } from './timesheet-words';
import { useApproveTimesheet, useTimesheet } from './use-timesheets';

export function PersonRow({
  person,
  range,
  locked,
  currency,
}: {
  person: TimesheetPerson;
  range: { start: string; end: string };
  locked: boolean;
  currency: string;
}) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<CorrectTarget | null>(null);
  const approve = useApproveTimesheet();
  const { totals } = person;
  const overtime = totals.overtimeMinutes + totals.doubleMinutes;
  const detailId = `sheet-${person.employeeId}`;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen(!open)}
          className="flex min-w-40 flex-1 items-center gap-1 text-left font-semibold text-slate-900"
        >
          {open ? (
            <ChevronDown aria-hidden className="size-4" />
          ) : (
            <ChevronRight aria-hidden className="size-4" />
          )}
          {person.name}
        </button>
        <dl className="flex flex-wrap gap-x-4 text-sm text-slate-700">
          <div>
            <dt className="inline text-slate-500">Scheduled </dt>
            <dd className="inline">{hoursWords(totals.scheduledMinutes)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Worked </dt>
            <dd className="inline font-medium">{hoursWords(totals.workedMinutes)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">OT </dt>
            <dd className="inline">{hoursWords(overtime)}</dd>
          </div>
          {totals.gross !== null && (
            <div>
              <dt className="inline text-slate-500">Pay </dt>
              <dd className="inline">
                {totals.missingRate ? 'No rate' : formatMoney(totals.gross, currency)}
              </dd>
            </div>
          )}
        </dl>
        <FlagBadges flags={person.flags} />
        {person.approved ? (
          <Badge variant="success">Approved by {person.approved.by}</Badge>
        ) : (
          <Button
            size="sm"
            aria-label={`Approve ${person.name}'s timesheet`}
            disabled={approve.isPending || locked}
            onClick={() =>
              approve.mutate(
                { employeeId: person.employeeId, ...range },
                { onError: (error) => toastError('Failed to approve the timesheet', error) },
              )
            }
          >
            Approve
          </Button>
        )}
      </div>
      {open && (
        <div id={detailId} className="mt-2 rounded-lg bg-slate-50 px-3">
          <PersonDays person={person} range={range} locked={locked} onCorrect={setTarget} />
        </div>
      )}
      <CorrectDialog
        target={target}
        title={
          target && 'punch' in target
            ? `Correct ${person.name}'s punch`
            : `Add a punch for ${person.name}`
        }
        submitLabel="Save correction"
        onClose={() => setTarget(null)}
      />
    </li>
  );
}

/** An opened row's days, read only now: the list carries totals and flags, not every punch. */
function PersonDays({
  person,
  range,
  locked,
  onCorrect,
}: {
  person: TimesheetPerson;
  range: { start: string; end: string };
  locked: boolean;
  onCorrect: (target: CorrectTarget) => void;
}) {
  const sheet = useTimesheet(person.employeeId, range);
  if (sheet.isPending)
    return <Spinner label={`Loading ${person.name}'s days`} className="justify-center py-4" />;
  if (sheet.isError)
    return (
      <p role="alert" className="py-3 text-sm text-red-600">
        {person.name}'s days could not load: {sheet.error.message}
      </p>
    );
  return (
    <DayList
      days={sheet.data.person.days}
      timeZone={sheet.data.timeZone}
      punchAction={(punch) =>
        !locked && punch.punchId !== null && !punch.removed ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              onCorrect({
                employeeId: person.employeeId,
                timeZone: sheet.data.timeZone,
                punch: { ...punch, punchId: punch.punchId! },
              })
            }
          >
            Correct
          </Button>
        ) : null
      }
      dayAction={(day) =>
        !locked && (
          <Button
            size="sm"
            variant="ghost"
            className="mt-1"
            onClick={() =>
              onCorrect({
                employeeId: person.employeeId,
                timeZone: sheet.data.timeZone,
                date: day.date,
              })
            }
          >
            Add punch
          </Button>
        )
      }
    />
  );
}
