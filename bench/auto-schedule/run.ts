// npm run bench (second part): the fill solver on seeded instances, against the date-order greedy
// baseline, each instance in a child process of its own so its peak memory is its own; then the
// server's GET /api/user latency while a large solve runs in its worker thread, against idle.
// Reported, never asserted.
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadLinearSolver } from '../../server/features/auto-schedule/solver/linear-solver';
import { solve } from '../../server/features/auto-schedule/solver/solve';
import { greedyByDate, spread } from './greedy';
import { teamInstance, trapInstance } from './instances';
import { userLatency } from './latency';

const INSTANCES = {
  'team-25-1w': () => teamInstance(25, 1, 1),
  'team-25-4w': () => teamInstance(25, 4, 2),
  'team-200-1w': () => teamInstance(200, 1, 3),
  'team-200-4w': () => teamInstance(200, 4, 4),
  'team-1000-1w': () => teamInstance(1000, 1, 5),
  'team-1000-4w': () => teamInstance(1000, 4, 6),
  'trap-25-1w': () => trapInstance(25, 1),
  'trap-200-4w': () => trapInstance(200, 4),
} as const;
type Name = keyof typeof INSTANCES;

/**
 * The yardstick: a fixed loop of plain arithmetic, timed in the same process around the solve,
 * so a busy machine slows both alike and their ratio stays comparable between runs.
 */
function bareReferenceMs(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x); // keeps the loop from being optimized away
  return performance.now() - started;
}

async function measure(name: Name) {
  const input = INSTANCES[name]();
  const highs = await loadLinearSolver();
  const referenceBefore = bareReferenceMs();
  const result = solve(input, highs);
  // Before and after: load comes in bursts, and one side alone can miss the solve's.
  const referenceMs = (referenceBefore + bareReferenceMs()) / 2;
  const greedy = greedyByDate(input);
  const limits = input.candidates.map((c) => c.weeklyHoursLimit);
  const ours = result.hours.map((h) => (h.limit > 0 ? h.after / h.limit : 0));
  return {
    name,
    employees: input.candidates.length,
    openSlots: result.openSlots,
    filled: result.filled,
    upperBound: result.upperBound,
    greedyFilled: greedy.filled,
    spread: spread(ours, limits),
    greedySpread: spread(greedy.shares, limits),
    solveMs: result.solveMs,
    referenceMs: Math.round(referenceMs),
    peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

type Row = Awaited<ReturnType<typeof measure>>;

function inChild(name: Name): Promise<Row> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--instance', name], {
      execArgv: ['--import', 'tsx'],
    });
    child.on('message', (row) => resolve(row as Row));
    child.on('error', reject);
    child.on('exit', (code) => code !== 0 && reject(new Error(`${name} exited with ${code}`)));
  });
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
/** How far the fill may be from the best schedule, as a share of the bound. */
const gap = (filled: number, bound: number) =>
  bound > 0 ? `${(((bound - filled) / bound) * 100).toFixed(1)}%` : '0%';

async function main() {
  const asked = process.argv.indexOf('--instance');
  if (asked >= 0) {
    process.send!(await measure(process.argv[asked + 1] as Name));
    return;
  }
  const rows: Row[] = [];
  for (const name of Object.keys(INSTANCES) as Name[]) {
    console.log(`Solving ${name}...`);
    rows.push(await inChild(name));
  }
  console.log(
    `\nLoad average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(
    '\n| instance | employees | open slots | filled | upperBound | gap | greedy filled | spread (greedy) | solve | bare reference | solve / reference | peak RSS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.employees} | ${r.openSlots} | ${r.filled} | ${r.upperBound} | ${gap(r.filled, r.upperBound)} | ${r.greedyFilled} | ${pct(r.spread)} (${pct(r.greedySpread)}) | ${r.solveMs} ms | ${r.referenceMs} ms | ${(r.solveMs / r.referenceMs).toFixed(1)} | ${r.peakMb} MB |`,
    );
  console.log('\nGET /api/user while team-1000-1w solves in the worker thread...');
  const latency = await userLatency(INSTANCES['team-1000-1w']());
  console.log(
    `\n| GET /api/user | requests | p50 | p95 |\n|---|---|---|---|\n| idle | ${latency.idle.count} | ${latency.idle.p50} ms | ${latency.idle.p95} ms |\n| during a ${latency.solveMs} ms solve | ${latency.busy.count} | ${latency.busy.p50} ms | ${latency.busy.p95} ms |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
