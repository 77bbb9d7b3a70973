// tsx bench/auto-schedule/levels.ts [instance]: the fill level by level on seeded instances with positions, preferences
// and wanted hours, each level's value against its proven bound, and whether a second solve of
// the same data (in shuffled order) gives the same proposal. Reported, never asserted.
import os from 'node:os';
import { seededRandom, shuffled } from '@shared/random';
import { loadLinearSolver } from '../../server/features/auto-schedule/solver/linear-solver';
import { solve } from '../../server/features/auto-schedule/solver/solve';
import type { SolverInput } from '../../server/features/auto-schedule/solver/types';
import { LEVEL_INSTANCES } from './instances';

/** The same loop of plain arithmetic as the main bench: times are read against it. */
function bareReferenceMs(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x);
  return performance.now() - started;
}

function reordered(input: SolverInput): SolverInput {
  const random = seededRandom(99);
  return {
    ...input,
    shifts: shuffled(input.shifts, random),
    candidates: shuffled(input.candidates, random),
    preferences: shuffled(input.preferences ?? [], random),
  };
}

const gap = (value: number, bound: number) =>
  value === bound
    ? '0'
    : bound !== 0
      ? `${((Math.abs(bound - value) / Math.abs(bound)) * 100).toFixed(2)}%`
      : `${Math.abs(bound - value).toFixed(3)} (abs)`;

async function main() {
  const only = process.argv[2];
  const highs = await loadLinearSolver();
  console.log(
    `Load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(
    '\n| instance | people | open | level | value | bound | gap | solve | solve cpu | bare ref | same twice |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, make] of Object.entries(LEVEL_INSTANCES)) {
    if (only && name !== only) continue;
    const input = make();
    const ref = bareReferenceMs();
    // Processor time of the first solve as well: HiGHS runs in this thread, so it counts too, and
    // it swings far less than the clock on a shared, busy machine.
    const cpuBefore = process.cpuUsage();
    const first = solve(input, highs);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    const second = solve(reordered(input), highs);
    const key = (r: typeof first) =>
      JSON.stringify([r.proposals.map((p) => `${p.shiftId}|${p.employeeId}`).sort(), r.levels]);
    const same = key(first) === key(second) ? 'yes' : 'NO';
    first.levels.forEach((l, i) =>
      console.log(
        `| ${i === 0 ? name : ''} | ${i === 0 ? input.candidates.length : ''} | ${i === 0 ? first.openSlots : ''} | ${l.name} | ${l.value} | ${l.bound} | ${l.optimal ? 'optimal' : gap(l.value, l.bound)} | ${i === 0 ? `${first.solveMs} / ${second.solveMs} ms` : ''} | ${i === 0 ? `${cpuMs} ms` : ''} | ${i === 0 ? `${Math.round(ref)} ms` : ''} | ${i === 0 ? same : ''} |`,
      ),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
