// npm run bench:first-load: how much JavaScript (gzip) each first screen downloads before it can
// show anything: the entry chunk plus every module a screen renders at once (its lazily loaded
// page and tab chunks) with all their static imports. Builds the client with a manifest into a
// temporary directory; reported, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Manifest } from 'vite';

// What each screen renders on its first load, as the source modules behind its lazy chunks.
const SCREENS: Record<string, string[]> = {
  '/auth': ['client/src/pages/auth-page.tsx'],
  'employee view (/)': [
    'client/src/pages/home-page.tsx',
    'client/src/pages/employee-dashboard/employee-dashboard.tsx',
    'client/src/features/employee-schedule/employee-schedule-tab.tsx',
  ],
  'manager view (/)': [
    'client/src/pages/home-page.tsx',
    'client/src/pages/manager-dashboard/manager-dashboard.tsx',
    'client/src/features/schedule/schedule-tab.tsx',
    'client/src/features/drafts/draft-actions.tsx',
  ],
  'public schedule': ['client/src/pages/public-schedule-page.tsx'],
};
const BUDGET_KB = 100;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-first-load-'));
try {
  await build({
    configFile: path.resolve(import.meta.dirname, '../vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true },
  });
  const manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipSize = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;

  // A chunk and everything it imports statically: what the browser must fetch to run it.
  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  }

  // Keys are paths relative to Vite's root (client/).
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  console.log(`JavaScript each first screen downloads (gzip, level 9), budget ${BUDGET_KB} kB:`);
  for (const [screen, modules] of Object.entries(SCREENS)) {
    const keys = new Set<string>();
    for (const start of [entry, ...modules.map((m) => path.relative('client', m))])
      closure(start, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
    const kb = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    console.log(`  ${screen.padEnd(20)} ${kb.toFixed(1).padStart(6)} kB in ${files.length} files`);
    // FIRST_LOAD_FILES=1 names each file, largest first: where a screen's weight comes from.
    if (process.env.FIRST_LOAD_FILES)
      for (const file of files.sort((a, b) => gzipSize(b) - gzipSize(a)))
        console.log(`      ${(gzipSize(file) / 1024).toFixed(1).padStart(6)} kB  ${file}`);
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
