import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/support/env';

// Chromium comes from Debian: Playwright downloads nothing here. Its headless shell (apt-get
// install chromium-headless-shell) is the lighter build Playwright itself runs headless: the whole
// suite took 2.1 min with it and 2.6 min with the full browser on the same quiet machine.
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => fs.existsSync(path)) ||
  '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // The flows spend most of their time waiting on the server and the browser, not on the cores:
  // three at once took 182 s and two 201 s, back to back on a busy two-core machine.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // CI shares a two-core machine with other jobs: a flow that fails once is run again and
  // reported as flaky in the list, so a busy moment does not hide the run's real answer.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Each flow drives up to three browsers against one server on two cores.
  timeout: 60_000,
  // A first load of a dashboard can take several seconds on a busy two-core CI machine.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.phone\.spec\.ts/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /\.phone\.spec\.ts/,
    },
  ],
  webServer: {
    // A fresh database for every run, and a fresh build unless the caller has just made one
    // (CI builds once, before the embedded-database check, and sets E2E_SKIP_BUILD).
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build && '}tsx e2e/support/serve.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
