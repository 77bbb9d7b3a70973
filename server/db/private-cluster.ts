// A throwaway PostgreSQL cluster for the test suite, started when the machine has PostgreSQL's
// binaries but no TEST_DATABASE_URL was given. A fresh cluster with durability off starts in about
// a second and runs the suite several times faster than the embedded PGlite, whose single backend
// serialises every test file's queries and whose per-file copies take seconds to load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PrivateCluster = {
  url: string;
  /** Stops the server and deletes the cluster. */
  stop: () => void;
  /** Outage drills: shut the server down (fast: connections are ended), start it again. */
  shutDown: () => void;
  startUp: () => void;
  /** The postmaster's process id while it runs (read from postmaster.pid). */
  postmasterPid: () => number;
  /** The data directory, owned by whoever runs the server. */
  dataDir: string;
};

export type PrivateClusterOptions = {
  /** Keep PostgreSQL's durability settings (fsync, synchronous commit): crash drills need them. */
  durable?: boolean;
  /** Prepares the directory the data directory will be made in (e.g. mounts a small tmpfs there). */
  prepareDir?: (dir: string) => void;
};

/** The directory holding initdb, pg_ctl and postgres, or null when PostgreSQL is not installed. */
export function findPostgresBinaries(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on PATH: look where distributions put the server.
  }
  for (const root of ['/usr/lib/postgresql', '/usr/local/opt']) {
    if (!fs.existsSync(root)) continue;
    // Newest major first.
    const versions = fs
      .readdirSync(root)
      .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    candidates.push(...versions.map((version) => path.join(root, version, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter));
  return (
    candidates.find((dir) =>
      ['initdb', 'pg_ctl', 'postgres'].every((bin) => fs.existsSync(path.join(dir, bin))),
    ) ?? null
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL will not run as root. Under root (CI, containers) the cluster runs as the `postgres`
 * system user that the distribution's package creates; with no such user there is no cluster.
 */
function runAs(): { uid: number; gid: number } | null | 'self' {
  if (process.getuid?.() !== 0) return 'self';
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    return { uid, gid };
  } catch {
    return null;
  }
}

export async function startPrivateCluster(
  clusterOptions: PrivateClusterOptions = {},
): Promise<PrivateCluster | null> {
  const bin = findPostgresBinaries();
  const user = runAs();
  if (!bin || !user) return null;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-pg-'));
  const data = path.join(dir, 'data');
  clusterOptions.prepareDir?.(dir);
  if (user !== 'self') fs.chownSync(dir, user.uid, user.gid);
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const [file, argv] =
      user === 'self' ? [command, args] : ['runuser', ['-u', 'postgres', '--', command, ...args]];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir });
  };

  const port = await freePort();
  // Durability is worth nothing to a cluster deleted at the end of the run, unless the run is
  // about what survives a crash.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...(clusterOptions.durable
      ? []
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=300',
  ].join(' ');
  const startUp = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    startUp();
  } catch (error) {
    // A cluster that will not start (a full /tmp, an odd installation) leaves the embedded
    // database to run the tests, slower but the same.
    fs.rmSync(dir, { recursive: true, force: true });
    console.warn(`No private PostgreSQL for the tests, using PGlite: ${String(error)}`);
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped (a drill left it down).
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    shutDown: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startUp,
    postmasterPid: () =>
      Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    dataDir: data,
  };
}
