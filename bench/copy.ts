// Times POST /api/schedule/copy: every shift of the first seeded week (500, with about 950
// assignments), copied in one request into a week after the seeded ones, three times, each into
// a new week (a second copy into one week would meet the duplicate guard). Each run waits for the
// emails of the one before (sent after commit to everyone assigned). The goal is 300 ms or
// less: a manager waits on it.
import { and, asc, between, count, eq, inArray } from 'drizzle-orm';
import { shiftAssignments, shifts } from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import type { Db } from '../server/db/connection';
import type { countStatements } from '../server/test/statement-counter';

const RUNS = 3;

type CopyAnswer = { createdShifts: number; conflicts: unknown[]; warnings: unknown[] };

export async function timeScheduleCopy(options: {
  url: string;
  cookie: string;
  db: Db;
  sourceWeek: string;
  /** The first of RUNS empty weeks to copy into. */
  firstTargetWeek: string;
  queries: ReturnType<typeof countStatements>;
  /** Resolves once the previous run's after-commit work (its emails) is done. */
  settle: () => Promise<void>;
}) {
  const week = await options.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, 1),
        between(shifts.date, options.sourceWeek, addDaysIso(options.sourceWeek, 6)),
      ),
    )
    .orderBy(asc(shifts.id));
  const selectedShiftIds = week.map((row) => row.id);
  const [assigned] = await options.db
    .select({ n: count() })
    .from(shiftAssignments)
    .where(inArray(shiftAssignments.shiftId, selectedShiftIds));

  const millis: number[] = [];
  let queries = 0;
  let answer: CopyAnswer | undefined;
  for (let run = 0; run < RUNS; run++) {
    await options.settle();
    const body = {
      sourceWeek: options.sourceWeek,
      targetWeek: addDaysIso(options.firstTargetWeek, 7 * run),
      copyOptions: { keepAssignments: true },
      selectedShiftIds,
    };
    let elapsed = 0;
    queries = await options.queries.during(async () => {
      const started = performance.now();
      const response = await fetch(`${options.url}/api/schedule/copy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: options.cookie },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      elapsed = performance.now() - started;
      if (response.status !== 201)
        throw new Error(
          `POST /api/schedule/copy answered ${response.status}: ${text.slice(0, 300)}`,
        );
      answer = JSON.parse(text) as CopyAnswer;
    });
    millis.push(elapsed);
  }
  return {
    shifts: answer!.createdShifts,
    assignments: assigned!.n,
    conflicts: answer!.conflicts.length,
    warnings: answer!.warnings.length,
    millis,
    queries,
  };
}
