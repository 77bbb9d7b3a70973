// Where the server was last reached, kept in the data directory: a CLI run in another shell (the
// demo seed) prints links to the address the server actually used, not the default port.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

const fileIn = (dataDir: string) => path.join(dataDir, 'app-url');

export function rememberAppUrl(config: Pick<Config, 'appUrl' | 'dataDir'>): void {
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(fileIn(config.dataDir), `${config.appUrl}\n`);
  } catch {
    // A read-only data directory only costs the CLIs their guess.
  }
}

/**
 * The origin for links a CLI prints: APP_URL or PORT when this shell sets them, else the address
 * the server last ran at, else the default.
 */
export function appUrlForLinks(
  config: Pick<Config, 'appUrl' | 'dataDir'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (env.APP_URL || env.PORT) return config.appUrl;
  try {
    return fs.readFileSync(fileIn(config.dataDir), 'utf8').trim() || config.appUrl;
  } catch {
    return config.appUrl;
  }
}
