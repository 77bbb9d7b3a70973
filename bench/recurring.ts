// Times POST /api/shifts/recurring for a daily series over a year (no end date: the server makes
// it one year) with two assignees. Each run takes a new pair of employees with nothing scheduled
// in that year, so the runs measure the same thing: the checks cost more for people who already
// have shifts on those days.
import type { countStatements } from '../server/test/statement-counter';

const RUNS = 3;

export async function timeRecurringSeries(options: {
  url: string;
  cookie: string;
  /** At least 2 x RUNS employees free from `firstDate` on. */
  freeEmployeeIds: number[];
  firstDate: string;
  queries: ReturnType<typeof countStatements>;
}) {
  const millis: number[] = [];
  let shifts = 0;
  let queries = 0;
  for (let run = 0; run < RUNS; run++) {
    const employeeIds = options.freeEmployeeIds.slice(2 * run, 2 * run + 2);
    const body = {
      title: `Bench series ${run + 1}`,
      shiftType: 'Standard',
      numberOfStations: 1,
      employeesPerStation: 2,
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
    });
    millis.push(elapsed);
  }
  return { shifts, assignments: shifts * 2, millis, queries };
}
