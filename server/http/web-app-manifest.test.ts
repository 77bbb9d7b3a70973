// What makes Shynk installable to a Home Screen, where iOS delivers web push only to installed
// apps: a standalone manifest with a start URL and PNG icons at the sizes browsers ask for, and
// an Apple touch icon. Each icon file must exist at the size it claims.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const publicFile = (name: string) => path.join(root, 'public', name.replace(/^\//, ''));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const header = fs.readFileSync(file).subarray(0, 24);
  expect(header.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${header.readUInt32BE(16)}x${header.readUInt32BE(20)}`;
}

type Icon = { src: string; sizes: string; type: string; purpose: string };

describe('the web app manifest', () => {
  const manifest = JSON.parse(fs.readFileSync(publicFile('manifest.webmanifest'), 'utf8')) as {
    display: string;
    start_url: string;
    icons: Icon[];
  };

  it('opens standalone at the app root', () => {
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
  });

  it('has PNG icons of 192 and 512 pixels and a maskable one, each the size it says', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose.includes('maskable'))).toBe(true);
    for (const icon of pngs) expect(pngSize(publicFile(icon.src))).toBe(icon.sizes);
  });

  it('gives iOS a 180-pixel touch icon', () => {
    const html = fs.readFileSync(path.join(root, 'client/index.html'), 'utf8');
    const href = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    expect(href).toBeDefined();
    expect(pngSize(publicFile(href!))).toBe('180x180');
  });
});
