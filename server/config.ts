// Environment parsed once, with zod, at start. Bad configuration stops the process with a clear message.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** 'daily': 02:30 UTC, a quiet hour for most teams in the Americas and Europe. */
const DAILY_BACKUP = '30 2 * * *';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const isHttps = (url: string | undefined) =>
  url !== undefined && URL.canParse(url) && new URL(url).protocol === 'https:';

/** Express's names for address ranges, usable in TRUST_PROXY next to addresses and subnets. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrSubnet = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Whose X-Forwarded-* headers count: a hop count (`1`: the one proxy in front) or a list of
 * proxy addresses, subnets and range names. Trusting every hop (`true`) would let any client
 * pick its own address, so it is refused.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter(
      (entry) => !RANGE_NAMES.includes(entry) && !isAddressOrSubnet(entry),
    );
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses, subnets or loopback/linklocal/uniquelocal, separated by commas; not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    APP_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Shynk <no-reply@shynk.local>'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    WEB_CONCURRENCY: z.coerce
      .number()
      .int('WEB_CONCURRENCY must be a whole number')
      .min(1, 'WEB_CONCURRENCY must be at least 1')
      .max(256)
      .optional(),
    TRUST_PROXY: trustProxySchema.optional(),
    SIGNUP: z.enum(['on', 'off'], { error: 'SIGNUP must be on or off' }).default('on'),
    METRICS_TOKEN: z
      .string()
      .min(32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)')
      .optional(),
    VAPID_PUBLIC_KEY: z.string().regex(BASE64URL, 'VAPID_PUBLIC_KEY must be base64url').optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(BASE64URL, 'VAPID_PRIVATE_KEY must be base64url')
      .optional(),
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['0', '1'], { error: 'WEBHOOKS_ALLOW_PRIVATE must be 0 or 1' })
      .optional(),
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .transform((value) => (value === 'daily' ? DAILY_BACKUP : value))
      .pipe(
        z
          .string()
          .regex(
            /^\S+(\s+\S+){4}$/,
            "BACKUP_SCHEDULE must be 'daily' or a cron expression of five fields, e.g. '30 2 * * *'",
          ),
      )
      .optional(),
    BACKUP_KEEP: z.coerce
      .number()
      .int('BACKUP_KEEP must be a whole number')
      .min(1, 'BACKUP_KEEP must be at least 1')
      .default(7),
  })
  // One key without the other signs nothing a push service would accept.
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    path: ['SESSION_SECRET'],
    message: 'SESSION_SECRET is required when NODE_ENV=production',
  })
  // Node serves plain HTTP only, so an https APP_URL means a TLS proxy in front. Untrusted, its
  // X-Forwarded-Proto is ignored, the request looks insecure and the Secure session cookie is
  // never sent: sign-in would answer 200 and silently not stick.
  .refine((env) => !isHttps(env.APP_URL) || env.TRUST_PROXY !== undefined, {
    path: ['TRUST_PROXY'],
    message:
      'APP_URL is https, so Shynk runs behind a TLS proxy: set TRUST_PROXY to that proxy (a hop count such as 1, or its addresses)',
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  /** Set in production; elsewhere resolveSessionSecret() generates and keeps one. */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Worker processes asked for; see workerCount() in cluster.ts for the default. */
  webConcurrency: number | undefined;
  /** Which proxies' X-Forwarded-* headers count; false: none, the socket's peer is the client. */
  trustProxy: false | number | string[];
  /** Whether visitors may create organizations ('Start a schedule'); SIGNUP=off closes it. */
  signup: boolean;
  /** Set: GET /metrics answers a scraper that sends it as a bearer token. Unset: no /metrics. */
  metricsToken: string | undefined;
  /** Both set, or neither (then resolveVapidKeys() generates and keeps a pair). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Webhooks may reach private, loopback and link-local addresses (an integration on the LAN). */
  webhooksAllowPrivate: boolean;
  /** Scheduled backups into DATA_DIR/backups: a cron expression in UTC, or undefined for none. */
  backupSchedule: string | undefined;
  /** How many scheduled backups are kept. */
  backupKeep: number;
};

/** Session cookies are Secure exactly when people reach Shynk over https. */
export const servesHttps = (config: Pick<Config, 'appUrl'>) => isHttps(config.appUrl);

/** The one start-up warning for production over plain HTTP, or null when there is none to give. */
export function plainHttpWarning(config: Pick<Config, 'nodeEnv' | 'appUrl'>): string | null {
  if (config.nodeEnv !== 'production' || servesHttps(config)) return null;
  return (
    `APP_URL is ${config.appUrl}: Shynk serves plain HTTP, so passwords and session cookies ` +
    'cross the network unencrypted. That suits a trusted local network only; anywhere else put ' +
    'a TLS proxy in front and set APP_URL to https and TRUST_PROXY (README, Deploy).'
  );
}

export class ConfigError extends Error {}

/** Treats empty variables as unset, so `FOO=` in a .env file means "use the default". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    trustProxy: e.TRUST_PROXY ?? false,
    signup: e.SIGNUP === 'on',
    metricsToken: e.METRICS_TOKEN,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === '1',
    backupSchedule: e.BACKUP_SCHEDULE,
    backupKeep: e.BACKUP_KEEP,
  };
}

/**
 * The secret that signs session cookies. Outside production it is generated once and kept in
 * DATA_DIR, so sessions survive restarts. Only the server needs it, so CLIs never write it.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const dataDir = config.dataDir;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
