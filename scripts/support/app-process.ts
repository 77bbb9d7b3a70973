// The app as CI scripts run it: `server/index.ts` in a process of its own (a cluster primary
// when WEB_CONCURRENCY > 1), waited for, signed in to over HTTP, and stopped as an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A loaded CI machine boots slowly. */
const WAIT_MS = 180_000;

export type AppProcess = {
  child: ChildProcess;
  /** Everything it has written to stdout so far (its log). */
  output: () => string;
};

/** Ends the script when it hangs, so CI reports a failure instead of waiting for ever. */
export function giveUpAfter(script: string, ms: number) {
  setTimeout(() => {
    console.error(`${script}: still running after ${ms / 60_000} minutes, giving up`);
    process.exit(1);
  }, ms).unref();
}

/**
 * Starts the app on `port` with `workers` processes; `env` adds to (or overrides) this process's
 * environment. Its log is kept for `output`, and also shown when `echo` is set.
 */
export function startApp({
  port,
  workers,
  env,
  echo = false,
}: {
  port: number;
  workers: number;
  env: Record<string, string>;
  echo?: boolean;
}): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), WEB_CONCURRENCY: String(workers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk);
  });
  child.on('exit', (code) => {
    if (code) console.error(`app on port ${port} exited with ${code}`);
  });
  return { child, output: () => output };
}

/** SIGTERM, as a service manager stops it, and resolves once it has exited. */
export async function stopApp({ child }: AppProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Checks every 100 ms until `check` holds (a check that throws does not), or gives up. */
export async function until(what: string, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Until the app on `url` answers that it is ready to serve. */
export function untilReady(url: string) {
  return until(`${url}/readyz`, async () => (await fetch(`${url}/readyz`)).ok);
}

export function signIn(url: string, email: string, password: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The `sid=…` pair of a sign-in's answer, to send as a cookie header. */
export function sessionCookie(signedIn: Response): string {
  return signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
}
