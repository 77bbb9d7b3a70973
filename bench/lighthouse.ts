// npm run bench:lighthouse: Lighthouse's mobile performance score (simulated slow 4G and a 4x
// slower CPU, its defaults) for the sign-in page, the employee view and a public schedule link,
// each loaded RUNS times from a production build served by the real app over a seeded database.
// Reported, never asserted. Lighthouse is fetched by npx rather than installed with the project:
// it is large and only this bench needs it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBuiltApp } from './built-app';

// 12.2.3 exactly: later 12.x releases are published with lockfiles npm ci refuses here, and 13
// needs Node 22.
const LIGHTHOUSE = 'lighthouse@12.2.3';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
// Only the pages whose name contains this (e.g. LIGHTHOUSE_PAGES=employee), to study one.
const ONLY = process.env.LIGHTHOUSE_PAGES ?? '';

type Page = { name: string; path: string; cookie?: string };
type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  load: number;
  // The audits that cost the most, for reading a low score.
  opportunities: string[];
};

type Audit = {
  score: number | null;
  numericValue?: number;
  title: string;
  details?: { type?: string; overallSavingsMs?: number };
};
type LighthouseResult = {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
};

async function lighthouse(url: string, cookie: string | undefined, outDir: string): Promise<Run> {
  const report = path.join(outDir, `report-${Date.now()}.json`);
  const load = os.loadavg()[0]!;
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${report}`,
      '--chrome-flags=--no-sandbox --disable-gpu --headless=new',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(fs.readFileSync(report, 'utf8')) as LighthouseResult;
  if (process.env.LIGHTHOUSE_REPORTS)
    fs.copyFileSync(report, path.join(process.env.LIGHTHOUSE_REPORTS, path.basename(report)));
  if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.message}`);
  const value = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const opportunities = Object.entries(result.audits)
    .filter(([, a]) => (a.details?.overallSavingsMs ?? 0) >= 100)
    .sort(([, a], [, b]) => b.details!.overallSavingsMs! - a.details!.overallSavingsMs!)
    .map(([id, a]) => `${id} ${Math.round(a.details!.overallSavingsMs!)} ms`);
  return {
    score: result.categories.performance.score,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: result.environment.benchmarkIndex,
    load,
    opportunities,
  };
}

const median = (runs: Run[]) =>
  [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-lighthouse-'));
  const app = await startBuiltApp();
  try {
    const cookie = app.employeeCookie;
    const pages: Page[] = [
      { name: '/auth', path: '/auth' },
      { name: 'employee view (/)', path: '/', cookie },
      { name: 'public schedule', path: app.publicSchedulePath },
    ];
    const loadAtStart = os.loadavg()[0]!.toFixed(1);
    const rows: string[] = [];
    for (const page of pages.filter((p) => p.name.includes(ONLY))) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(`${app.url}${page.path}`, page.cookie, work);
        console.log(
          `  ${page.name} run ${i + 1}: ${run.score.toFixed(2)} (FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}; benchmarkIndex ${Math.round(run.benchmarkIndex)}, load ${run.load.toFixed(1)})` +
            (run.opportunities.length ? `\n    ${run.opportunities.join(', ')}` : ''),
        );
        runs.push(run);
      }
      const m = median(runs);
      rows.push(
        `| ${page.name.padEnd(17)} | ${m.score.toFixed(2)} (${runs.map((r) => r.score.toFixed(2)).join(', ')}) | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${String(Math.round(m.tbt)).padStart(4)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.benchmarkIndex)} | ${m.load.toFixed(1)} |`,
      );
    }
    console.log(
      `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, simulated throttling; median of ${RUNS} runs by score; ` +
        `${os.cpus().length} cores, load average ${loadAtStart} at start, ${os.loadavg()[0]!.toFixed(1)} at the end.\n`,
    );
    console.log(
      '| page              | performance (runs) | FCP | LCP | TBT | CLS | benchmarkIndex | load |',
    );
    console.log(
      '| ----------------- | ------------------ | --- | --- | --- | --- | -------------: | ---: |',
    );
    for (const row of rows) console.log(row);
  } finally {
    await app.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
