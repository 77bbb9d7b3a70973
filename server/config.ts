// Environment parsed once, with zod, at start. Bad configuration stops the process with a clear message.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    path: ['SESSION_SECRET'],
    message: 'SESSION_SECRET is required when NODE_ENV=production',
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
};

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
