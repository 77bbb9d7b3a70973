// `npx tsx bench/cluster.ts`: the small authenticated reads against the production server as
// `npm start` runs it (NODE_ENV=production, the client build served), with one worker process
// and then with WEB_CONCURRENCY=2, on a throwaway PostgreSQL database (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL) seeded like `npm run bench`. Needs the client build (`npm run build`).
// Reported, never asserted; prints a table and records nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { openBenchDatabase } from './database';
import { runLoad, type LoadResult } from './load';
import { CONNECTIONS, DURATION_SECONDS } from './reads';
import { MANAGER_EMAIL, PASSWORD, seedBenchOrganization } from './seed';
import { signIn } from './sign-in';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 5190);
const WORKERS = [1, 2];
const READS = ['/api/user', '/api/notifications/unread-count'];

setTimeout(() => {
  console.error('bench: still running after 5 minutes, giving up');
  process.exit(1);
}, 300_000).unref();

async function untilReady(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function startServer(workers: number, databaseUrl: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      // Plain HTTP on loopback: the session cookie is then not marked Secure.
      APP_URL: `http://127.0.0.1:${PORT}`,
      SESSION_SECRET: 'bench-cluster-session-secret-long-enough',
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: 'error',
    },
  });
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('The client build is missing: run `npm run build` first.');
  }
  const database = await openBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-cluster-'));
  const url = `http://127.0.0.1:${PORT}`;
  const rows: { workers: number; path: string; result: LoadResult; load: string }[] = [];
  try {
    await seedBenchOrganization(database.db, weekStart(todayIn(), MONDAY));
    const databaseUrl = (database.pool.options as { connectionString: string }).connectionString;
    for (const workers of WORKERS) {
      console.log(`Starting the production server with ${workers} worker(s)...`);
      const server = startServer(workers, databaseUrl, dataDir);
      try {
        await untilReady(url);
        const cookie = await signIn(url, MANAGER_EMAIL, PASSWORD);
        for (const read of READS) {
          const options = { url: url + read, headers: { cookie }, connections: CONNECTIONS };
          await runLoad({ ...options, durationSeconds: 1 });
          const load = os.loadavg()[0]!.toFixed(1);
          const result = await runLoad({ ...options, durationSeconds: DURATION_SECONDS });
          rows.push({ workers, path: read, result, load });
        }
      } finally {
        await stopServer(server);
      }
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}; ${CONNECTIONS} connections for ${DURATION_SECONDS} s each, autocannon in this process:\n`,
  );
  console.log('| read | workers | req/s | p50 ms | p95 ms | failed | load average at start |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { workers, path: read, result, load } of rows) {
    console.log(
      `| \`GET ${read}\` | ${workers} | ${Math.round(result.perSecond).toLocaleString('en-US')} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.failures} | ${load} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
