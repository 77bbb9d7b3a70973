// The results as Markdown tables: printed after every run, and with --write recorded in
// bench/README.md in the block of the database it ran on.
import fs from 'node:fs';
import type { LoadResult } from './load';

export type BenchResults = {
  machine: string;
  database: string;
  date: string;
  seeded: string;
  rangePath: string;
  range: {
    shifts: number;
    kilobytes: number;
    queries: { week: number; month: number };
    aloneMillis: number[];
    load: LoadResult;
    bare: LoadResult;
  };
  connections: number;
  durationSeconds: number;
  recurring: { shifts: number; assignments: number; millis: number[]; queries: number };
  copy: {
    shifts: number;
    assignments: number;
    conflicts: number;
    warnings: number;
    millis: number[];
    queries: number;
  };
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const perSecond = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const runs = (values: number[]) => values.map(ms).join(', ');

export function renderResults(r: BenchResults): string {
  const row = (name: string, l: LoadResult) =>
    `| ${name} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.requests} | ${perSecond(l.perSecond)} | ${l.failures} |`;
  return [
    `Run ${r.date} on ${r.machine}; database: ${r.database}.`,
    `Data: ${r.seeded}.`,
    '',
    `\`GET ${r.rangePath}\`: ${r.range.shifts} shifts, ${r.range.kilobytes.toFixed(0)} kB of JSON, ` +
      `${r.connections} connections for ${r.durationSeconds} s each:`,
    '',
    '| server | p50 ms | p95 ms | p99 ms | responses | requests/s | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('Shynk (session, database)', r.range.load),
    row('bare Express, same JSON from memory', r.range.bare),
    '',
    '| measure | value |',
    '|---|---|',
    `| range request alone, one at a time | median ${ms(median(r.range.aloneMillis))} ms (runs: ${runs(r.range.aloneMillis)} ms) |`,
    `| SQL statements per range request, session and user included | ${r.range.queries.month} (a 7-day range: ${r.range.queries.week}) |`,
    `| \`POST /api/shifts/recurring\`, daily for a year, 2 assignees (${r.recurring.shifts} shifts, ${r.recurring.assignments} assignments) | median ${ms(median(r.recurring.millis))} ms (runs: ${runs(r.recurring.millis)} ms) |`,
    `| SQL statements for that request | ${r.recurring.queries} |`,
    `| \`POST /api/schedule/copy\`, ${r.copy.shifts} shifts of a week with their ${r.copy.assignments} assignments (${r.copy.conflicts} conflicts, ${r.copy.warnings} warnings in the last run) | median ${ms(median(r.copy.millis))} ms (runs: ${runs(r.copy.millis)} ms) |`,
    `| SQL statements for that request | ${r.copy.queries} |`,
  ].join('\n');
}

/** Replaces the results block of `kind` ('postgres' or 'pglite') in the README with `rendered`. */
export function writeResultsInto(readmePath: string, kind: string, rendered: string) {
  const start = `<!-- results:${kind}:start -->`;
  const end = `<!-- results:${kind}:end -->`;
  const readme = fs.readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${readmePath} has no ${kind} results markers`);
  fs.writeFileSync(
    readmePath,
    `${readme.slice(0, from + start.length)}\n${rendered}\n${readme.slice(to)}`,
  );
}
