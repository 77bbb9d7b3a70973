// The production client served by the real app over a seeded throwaway database, with the
// cookies and links the browser benches load pages with: an employee's session, a manager's and
// an employee's public schedule link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { staticClient } from '../server/http/client-assets';
import { createLogger } from '../server/logger';
import { listen } from './bare-server';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { MANAGER_EMAIL, PASSWORD, seedBenchOrganization } from './seed';
import { signIn } from './sign-in';

const EMPLOYEE_EMAIL = 'bench-employee-1@bench.shynk.test';

export type BuiltApp = {
  url: string;
  employeeCookie: string;
  managerCookie: string;
  /** Path of the employee's public schedule link. */
  publicSchedulePath: string;
  close: () => Promise<void>;
};

export async function startBuiltApp(): Promise<BuiltApp> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-built-app-'));
  const logger = createLogger('silent');
  const clientDir = path.join(work, 'client');
  console.log('Building the client...');
  await build({
    configFile: path.resolve(import.meta.dirname, '../vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true },
  });
  console.log('Creating, migrating and seeding a throwaway database...');
  const database = await openBenchDatabase();
  let server: { close: () => void; closeAllConnections: () => void } | undefined;
  const close = async () => {
    server?.closeAllConnections();
    server?.close();
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await seedBenchOrganization(database.db, weekStart(todayIn(), MONDAY));
    const app = createBenchApp(
      database,
      logger,
      fs.mkdtempSync(path.join(work, 'outbox-')),
      staticClient(clientDir),
    );
    const shynk = await listen(app);
    server = shynk.server;
    const employeeCookie = await signIn(shynk.url, EMPLOYEE_EMAIL, PASSWORD);
    const managerCookie = await signIn(shynk.url, MANAGER_EMAIL, PASSWORD);
    const share = await fetch(`${shynk.url}/api/share-token/generate`, {
      method: 'POST',
      headers: { cookie: employeeCookie, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!share.ok) throw new Error(`Share link: ${share.status} ${await share.text()}`);
    const { shareUrl } = (await share.json()) as { shareUrl: string };
    return {
      url: shynk.url,
      employeeCookie,
      managerCookie,
      publicSchedulePath: new URL(shareUrl).pathname,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
