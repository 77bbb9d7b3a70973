// The board: people on the clock first, then those expected today, each a large target to tap.
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/focus-ring';
import clsx from 'clsx';
import { formatClock } from '@/lib/format-date';
import { clockTimeIn } from '@/lib/zoned-clock';
import type { KioskBoard, KioskPerson } from './kiosk-answers';

/** On the location's clock: the tablet may keep another zone. */
function PersonState({ person, timeZone }: { person: KioskPerson; timeZone: string }) {
  const timeOf = (iso: string) => clockTimeIn(iso, timeZone);
  if (person.state === 'in')
    return <Badge variant="success">In{person.since && ` since ${timeOf(person.since)}`}</Badge>;
  if (person.state === 'break')
    return (
      <Badge variant="warning">On break{person.since && ` since ${timeOf(person.since)}`}</Badge>
    );
  return <Badge>{person.shift ? `Expected ${formatClock(person.shift.startTime)}` : 'Out'}</Badge>;
}

function PeopleGrid({
  title,
  people,
  timeZone,
  onPick,
}: {
  title: string;
  people: KioskPerson[];
  timeZone: string;
  onPick: (person: KioskPerson) => void;
}) {
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody right now.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <li key={person.employeeId}>
              <button
                type="button"
                onClick={() => onPick(person)}
                className={clsx(
                  'flex min-h-20 w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-300',
                  focusRing,
                )}
              >
                <span className="text-lg font-semibold text-slate-900">{person.name}</span>
                <PersonState person={person} timeZone={timeZone} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function KioskBoardView({
  board,
  onPick,
}: {
  board: KioskBoard;
  onPick: (person: KioskPerson) => void;
}) {
  const on = board.people.filter((person) => person.state !== 'out');
  const expected = board.people.filter((person) => person.state === 'out');
  return (
    <>
      <header>
        <p className="text-sm font-medium text-brand-700">Time clock</p>
        <h1 className="text-2xl font-semibold text-slate-900">{board.location.name}</h1>
        <p className="mt-1 text-slate-600">Tap your name to clock in or out.</p>
      </header>
      <PeopleGrid title="On now" people={on} timeZone={board.location.timeZone} onPick={onPick} />
      <PeopleGrid
        title="Expected today"
        people={expected}
        timeZone={board.location.timeZone}
        onPick={onPick}
      />
    </>
  );
}
