// Times POST /api/shifts/recurring for a daily series over a year (no end date: the server makes
// it one year) with its assignees (two unless told). Each run takes new employees with nothing
// scheduled in that year, so the runs measure the same thing: the checks cost more for people who
// already have shifts on those days. With a position, each assignee's qualification is checked too.
import type { countStatements } from '../server/test/statement-counter';

const RUNS = 3;

export async function timeRecurringSeries(options: {
  url: string;
  cookie: string;
  /** At least `assignees` x RUNS employees free from `firstDate` on (and qualified, with a position). */
  freeEmployeeIds: number[];
  assignees?: number;
  positionId?: number;
  firstDate: string;
  queries: ReturnType<typeof countStatements>;
}) {
  const millis: number[] = [];
  let shifts = 0;
  let queries = 0;
  let answerBytes = 0;
  const assignees = options.assignees ?? 2;
  for (let run = 0; run < RUNS; run++) {
    const employeeIds = options.freeEmployeeIds.slice(assignees * run, assignees * (run + 1));
    const body = {
      title: `Bench series ${run + 1}`,
      shiftType: 'Standard',
      // Stations of up to five people, as the form allows.
      numberOfStations: Math.ceil(assignees / 5),
      employeesPerStation: Math.min(assignees, 5),
      positionId: options.positionId ?? null,
      date: options.firstDate,
      startTime: '09:00',
      duration: 90,
      employeeIds,
      repeatFrequency: 'daily',
    };
    let elapsed = 0;
    queries = await options.queries.during(async () => {
      const started = performance.now();
      const response = await fetch(`${options.url}/api/shifts/recurring`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: options.cookie },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      elapsed = performance.now() - started;
      if (response.status !== 201) {
        throw new Error(
          `POST /api/shifts/recurring answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
      shifts = (JSON.parse(text) as unknown[]).length;
      answerBytes = Buffer.byteLength(text);
    });
    millis.push(elapsed);
  }
  return { shifts, assignments: shifts * assignees, millis, queries, answerBytes };
}
