// The results as Markdown tables: printed after every run, and with --write recorded in
// bench/README.md in the block of the database it ran on.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MonthDetail, ReadResult } from './reads';

export type BenchResults = {
  machine: string;
  /** The load average when the last measurement ended. */
  loadAtEnd: string;
  database: string;
  date: string;
  seeded: string;
  reads: ReadResult[];
  month: MonthDetail;
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

// Measured before this work on the same machine and data before the read path was reworked, by path prefix.
// Only the month was measured against bare node:http then (823 req/s, p95 90 ms): its ratios.
const BEFORE: Record<string, string> = {
  '/api/shifts/range': '14 req/s (1.7% of bare), p95 4,300 ms (48x)',
  '/api/shifts/week': '65 req/s, p95 560 ms',
  '/api/employees': '223 req/s, p95 182 ms',
  '/api/notifications/unread-count': '458 req/s, p95 108 ms',
  '/api/user': 'not measured',
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const perSecond = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(0)} kB`);
const percent = (n: number) => `${(100 * n).toFixed(0)}%`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const runs = (values: number[]) => values.map(ms).join(', ');

export function renderResults(r: BenchResults): string {
  const readRow = (read: ReadResult) =>
    `| ${read.name} | ${kb(read.bytes)} | ${read.statements} | ${perSecond(read.app.perSecond)} | ${ms(read.app.p50)} | ${ms(read.app.p95)} | ${perSecond(read.bare.perSecond)} | ${ms(read.bare.p95)} | ${percent(read.app.perSecond / read.bare.perSecond)} | ${(read.app.p95 / read.bare.p95).toFixed(1)}x | ${read.app.failures} | ${BEFORE[read.path.split('?')[0]!] ?? ''} |`;
  const m = r.month;
  return [
    `Run ${r.date} on ${r.machine} (${r.loadAtEnd} at the end); database: ${r.database}.`,
    `Data: ${r.seeded}. The app runs in one process beside the bench.`,
    '',
    `Each read under ${r.connections} connections for ${r.durationSeconds} s, then the same bytes from a bare node:http server for as long (ratios: Shynk over bare; goals: throughput at least 50%, p95 at most 2x):`,
    '',
    '| read | bytes | SQL per read | Shynk req/s | p50 ms | p95 ms | bare req/s | bare p95 ms | throughput ratio | p95 ratio | failed | before the read work |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.reads.map(readRow),
    '',
    '| measure | value |',
    '|---|---|',
    `| month read (${m.shifts} shifts) compressed | ${kb(m.raw)} raw, ${kb(m.br)} brotli (${percent(m.br / m.raw)}), ${kb(m.gzip)} gzip (${percent(m.gzip / m.raw)}) |`,
    `| month read alone, cold (after a write) | median ${ms(median(m.coldMillis))} ms (runs: ${runs(m.coldMillis)} ms) |`,
    `| month read alone, warm (cached) | median ${ms(median(m.warmMillis))} ms (runs: ${runs(m.warmMillis)} ms) |`,
    `| SQL statements for a 304 (If-None-Match) | ${m.notModifiedStatements} |`,
    `| \`POST /api/shifts/recurring\`, daily for a year, 2 assignees (${r.recurring.shifts} shifts, ${r.recurring.assignments} assignments) | median ${ms(median(r.recurring.millis))} ms (runs: ${runs(r.recurring.millis)} ms) |`,
    `| SQL statements for that request | ${r.recurring.queries} |`,
    `| \`POST /api/schedule/copy\`, ${r.copy.shifts} shifts of a week with their ${r.copy.assignments} assignments (${r.copy.conflicts} conflicts, ${r.copy.warnings} warnings in the last run) | median ${ms(median(r.copy.millis))} ms (runs: ${runs(r.copy.millis)} ms) |`,
    `| SQL statements for that request | ${r.copy.queries} |`,
  ].join('\n');
}

/** An HTTP server a bench started, stopped with its keep-alive connections at the end. */
export type BenchServer = { close: () => void; closeAllConnections: () => void };

export function stopServers(servers: BenchServer[]) {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
}

/** Prints a run's results; with --write, also records them in bench/README.md under `kind`. */
export function publishResults(kind: string, rendered: string) {
  console.log(`\n${rendered}\n`);
  if (!process.argv.includes('--write')) return;
  const readme = path.join(path.dirname(fileURLToPath(import.meta.url)), 'README.md');
  writeResultsInto(readme, kind, rendered);
  console.log(`Recorded in ${readme}`);
}

/** Replaces the results block of `kind` ('postgres' or 'pglite') in the README with `rendered`. */
function writeResultsInto(readmePath: string, kind: string, rendered: string) {
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
