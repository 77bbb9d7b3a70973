// Vite plugin: writes a brotli (.br) and a gzip (.gz) copy beside every hashed text asset of the
// build, at the best quality, once. The server sends them as they are (client-assets.ts), so no
// request pays for compressing a bundle, and each gets a better ratio than a live compressor
// could afford.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
// Below this a compressed copy saves less than the headers it adds.
const MIN_BYTES = 1024;

function compressAsset(source: Buffer) {
  return {
    br: zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/** Writes the compressed copies of those of `fileNames` (relative to `outDir`) worth having. */
export function writeCompressedCopies(outDir: string, fileNames: string[]) {
  for (const fileName of fileNames) {
    // Only hashed files: their name changes with their bytes, so a copy can never go stale.
    if (!fileName.startsWith('assets/') || !TEXT_ASSET.test(fileName)) continue;
    const file = path.join(outDir, fileName);
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const { br, gz } = compressAsset(source);
    if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
  }
}

export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'shynk-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      writeCompressedCopies(outDir, Object.keys(bundle));
    },
  };
}
