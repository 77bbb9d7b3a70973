// npm run bench:first-load: how much JavaScript each first screen downloads, counted the way a
// browser meets it: Chromium (through Playwright) opens the screen in a fresh profile at a phone's
// width, and every script the page fetches until the network has been idle for half a second is
// counted, each file gzipped at level 9 on its own. That takes in the lazily loaded chunks and
// whatever is fetched after first paint. The service worker's own script is fetched by the
// browser for the worker, not by the page, and is not counted. The production build is served by
// the real app over a seeded database (bench/built-app.ts). Reported, never asserted.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startBuiltApp } from './built-app';

const BUDGET_KIB = 100;
const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p));
// A phone's screen: the narrow layout is what a first visit on the go renders.
const VIEWPORT = { width: 390, height: 844 };

type Screen = { name: string; path: string; cookie?: string };

type Script = { url: string; gzipBytes: number };

/** Every script the page fetches, by URL, gzipped at level 9. */
function countScripts(page: Page) {
  const scripts = new Map<string, Promise<Script | undefined>>();
  page.on('response', (response) => {
    const url = response.url();
    const type = response.request().resourceType();
    const isScript = type === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!isScript || scripts.has(url) || response.status() !== 200) return;
    scripts.set(
      url,
      response.body().then(
        (body) => ({ url, gzipBytes: zlib.gzipSync(body, { level: 9 }).length }),
        // A body the browser no longer holds (a redirect, a navigation away) is not counted.
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(scripts.values())).filter((s) => s !== undefined);
}

async function measure(url: string, screen: Screen, cookieDomain: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    if (screen.cookie) {
      const [name, value] = screen.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, domain: cookieDomain, path: '/' }]);
    }
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(url + screen.path, { waitUntil: 'networkidle' });
    return await scripts();
  } finally {
    await browser.close();
  }
}

const app = await startBuiltApp();
try {
  const screens: Screen[] = [
    { name: '/auth', path: '/auth' },
    { name: 'employee view (/)', path: '/', cookie: app.employeeCookie },
    { name: 'manager view (/)', path: '/', cookie: app.managerCookie },
    { name: 'public schedule', path: app.publicSchedulePath },
  ];
  const host = new URL(app.url).hostname;
  console.log(
    `JavaScript each first screen downloads until the network is idle (gzip -9 per file), budget ${BUDGET_KIB} KiB:`,
  );
  for (const screen of screens) {
    const scripts = await measure(app.url, screen, host);
    const kib = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
    console.log(
      `  ${screen.name.padEnd(20)} ${kib.toFixed(1).padStart(6)} KiB in ${scripts.length} files`,
    );
    // FIRST_LOAD_FILES=1 names each file, largest first: where a screen's weight comes from.
    if (process.env.FIRST_LOAD_FILES)
      for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(
          `      ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${new URL(s.url).pathname}`,
        );
  }
} finally {
  await app.close();
}
