// One code path for the whole app: a pg Pool. With DATABASE_URL it talks to that PostgreSQL;
// without it, to embedded PGlite served on a loopback socket from a thread of its own, so
// sessions, migrations and queries behave the same on a laptop and in production.
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '@shared/schema';
import {
  CHANGES_CHANNEL,
  CONNECT_TIMEOUT_MS,
  embeddedChangeFeed,
  serverChangeFeed,
  type ChangeFeed,
} from './change-feed';
import { lockDataDir } from './data-dir-lock';
import { startPgliteThread, type PgliteThreadOptions } from './pglite-thread';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: what services receive when they must run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The embedded database also gives its data directory as a tar (the tests' template). */
export type EmbeddedDatabase = Database & { dumpDataDir: () => Promise<Uint8Array> };

export type Database = {
  db: Db;
  pool: pg.Pool;
  embedded: boolean;
  /** What the database announces about sessions and users, for what the app keeps in memory. */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

const POOL_SIZE = 10;
const EMBEDDED_POOL_SIZE = 1;

// Dates stay 'YYYY-MM-DD' strings: turning them into JS Dates would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      // A database host that does not answer at all (not one that refuses) would otherwise hold
      // every request for as long as the operating system keeps trying: fail it, answered 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    keepIdleErrorsFromCrashing(pool);
    const changes = serverChangeFeed(options.databaseUrl);
    const close = () => changes.close().then(() => pool.end());
    return { db: drizzle(pool, { schema }), pool, embedded: false, changes, close };
  }
  return openEmbedded(path.join(options.dataDir, 'pglite'), options.dataDir);
}

/**
 * An idle pooled connection can die under us (a failover, an administrator, a dropped test
 * database). pg reports that as an 'error' event, which would crash the process without a
 * listener; the pool simply opens a new connection next time.
 */
function keepIdleErrorsFromCrashing(pool: pg.Pool) {
  pool.on('error', (error: Error & { code?: string }) => {
    // 57P01: terminated by an administrator command, expected while a database is shut down or dropped.
    if (error.code !== '57P01') console.warn('An idle database connection failed:', error.message);
  });
  // The pool hears only its idle connections. One handed out but between two statements (a
  // transaction awaiting a password hash) that the server ends would otherwise crash the process;
  // its holder learns of it from its next statement, which fails and is answered 503.
  pool.on('connect', (client) => client.on('error', () => {}));
}

async function openEmbedded(pgDataDir: string, lockDir: string): Promise<Database> {
  const release = lockDataDir(lockDir);
  try {
    return await servePglite({ dataDir: pgDataDir }, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A connection to PGlite's one backend, which outlives it: prepared statements and LISTEN stay
 * behind when a pooled connection closes. So each new one clears its predecessor's statements
 * (the next would meet them under the same names; the pool holds one connection at a time) and
 * listens, before the pool hands it out.
 */
class EmbeddedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
  override connect(
    callback?: (error: Error | null, client?: pg.Client) => void,
  ): Promise<pg.Client> | void {
    const ready = super
      .connect()
      .then(() => this.query(`DEALLOCATE ALL; LISTEN ${CHANGES_CHANNEL}`))
      .then(() => this);
    if (!callback) return ready;
    ready.then((client) => callback(null, client), callback);
  }
}

/**
 * Serves PGlite, started in a thread of its own, to a pg Pool over a loopback socket. Tests use
 * it with in-memory copies of a dumped template.
 */
export async function servePglite(
  source: Omit<PgliteThreadOptions, 'maxConnections'>,
  onClose: () => void = () => {},
): Promise<EmbeddedDatabase> {
  // PGlite has one backend, and pglite-socket queues protocol *messages*, not whole queries:
  // two connections running extended-protocol queries at once can interleave Parse/Bind and
  // run one's parameters against the other's statement. So the app uses ONE connection and
  // the pool queues queries in order; a few spare slots serve tools such as psql.
  const thread = await startPgliteThread({ ...source, maxConnections: EMBEDDED_POOL_SIZE + 3 });
  const pool = new pg.Pool({
    connectionString: `postgres://postgres@${thread.address}/postgres`,
    max: EMBEDDED_POOL_SIZE,
    Client: EmbeddedClient,
  });
  keepIdleErrorsFromCrashing(pool);
  const changes = embeddedChangeFeed(pool);
  const close = async () => {
    await pool.end();
    await thread.close();
    onClose();
  };
  const db = drizzle(pool, { schema });
  return { db, pool, embedded: true, changes, close, dumpDataDir: thread.dumpDataDir };
}
