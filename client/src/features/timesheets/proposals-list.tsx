// Corrections people proposed (a missed punch, mostly), waiting for a manager's yes or no. Times
// are read on the clock where each person works, whatever zone the browser keeps.
import { Button } from '@/components/ui/button';
import { clockDateTimeIn, clockTimeIn, zoneLabel } from '@/lib/zoned-clock';
import type { Proposal, TimesheetPerson } from './timesheet-answers';
import { PUNCH_KIND_WORDS } from './timesheet-words';
import { useDecideCorrection } from './use-timesheets';

function proposalWords(proposal: Proposal, timeZone: string): string {
  const when = (iso: string | null) => (iso ? clockDateTimeIn(iso, timeZone) : '');
  const kind = proposal.kind ? PUNCH_KIND_WORDS[proposal.kind] : 'Punch';
  if (proposal.action === 'add') return `Add ${kind.toLowerCase()} at ${when(proposal.atAfter)}`;
  if (proposal.action === 'remove') return `Remove the punch at ${when(proposal.atBefore)}`;
  const from = proposal.atBefore ? clockTimeIn(proposal.atBefore, timeZone) : 'a punch';
  return `Move ${from} to ${when(proposal.atAfter)}`;
}

export function ProposalsList({ people }: { people: TimesheetPerson[] }) {
  const decide = useDecideCorrection();
  const pending = people.flatMap((person) =>
    person.proposals.map((proposal) => ({ person, proposal })),
  );
  if (pending.length === 0) return null;
  return (
    <section
      aria-labelledby="proposals-heading"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="proposals-heading" className="font-semibold text-slate-900">
        Proposed corrections ({pending.length})
      </h3>
      <ul className="mt-2 divide-y divide-amber-200">
        {pending.map(({ person, proposal }) => (
          <li
            key={proposal.id}
            className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {person.name}: {proposalWords(proposal, person.timeZone)}
              </p>
              {zoneLabel(person.timeZone) && (
                <p className="text-xs text-slate-600">Times in {zoneLabel(person.timeZone)}</p>
              )}
              <p className="text-slate-700">Reason: {proposal.reason}</p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                aria-label={`Approve ${person.name}'s correction`}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: proposal.id, decision: 'approve' })}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Decline ${person.name}'s correction`}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: proposal.id, decision: 'decline' })}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {decide.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {decide.error.message}
        </p>
      )}
    </section>
  );
}
