// Vite plugin: writes the build's fingerprint into dist/client/service-worker.js, so every
// release changes the worker's bytes and open tabs are offered the new version.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function stampServiceWorker(): Plugin {
  let outDir = '';
  const fingerprint = createHash('sha256');
  return {
    name: 'shynk-stamp-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      // Bundle file names carry content hashes: their list changes whenever the app does.
      for (const name of Object.keys(bundle).sort()) fingerprint.update(name);
    },
    closeBundle() {
      const file = path.join(outDir, 'service-worker.js');
      const source = fs.readFileSync(file, 'utf8');
      const version = fingerprint.digest('hex').slice(0, 12);
      fs.writeFileSync(
        file,
        source.replace(/const VERSION = '[^']*';/, `const VERSION = '${version}';`),
      );
    },
  };
}
