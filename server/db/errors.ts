type DbError = { code?: string; message?: string; cause?: unknown };

/** The error and everything it wraps (Drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<DbError> {
  for (let e = error as DbError | undefined; e && typeof e === 'object'; e = e.cause as DbError) {
    yield e;
  }
}

/** True when `error` is PostgreSQL's unique_violation (23505), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23505') return true;
  return false;
}

/** The first code (SQLSTATE or socket error) found in the error or what it wraps. */
export function errorCode(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e.code === 'string') return e.code;
  return undefined;
}

/** Socket failures: the server is down, restarting, or not reachable over the network. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server cannot serve now, whatever was asked: 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering), 25006 read-only
 * transaction (a standby after a failover).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '25006']);

/**
 * pg reports a lost or never-made connection without a code, in these words: the server closed
 * it mid-query, the pool's connect timeout ran out, or a client broke earlier.
 */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

export type DatabaseTrouble = 'unreachable' | 'full';

/**
 * Whether `error` means the database cannot serve right now rather than that the request or the
 * code is wrong: the caller may try again later, so it is answered 503, not 500.
 * 'full': class 53, insufficient resources (53100 disk full, 53200 out of memory, 53300 too many
 * connections); 'unreachable': the rest.
 */
export function databaseTrouble(error: unknown): DatabaseTrouble | null {
  for (const e of causes(error)) {
    const code = e.code ?? '';
    if (code.startsWith('53')) return code === '53300' ? 'unreachable' : 'full';
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code))
      return 'unreachable';
    const message = e.message ?? '';
    if (!code && CONNECTION_MESSAGES.some((words) => message.includes(words))) return 'unreachable';
  }
  return null;
}
