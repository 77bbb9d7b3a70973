import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appUrlForLinks, rememberAppUrl } from './last-app-url';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-app-url-'));
  dirs.push(dir);
  return dir;
}

describe('the address CLIs print', () => {
  it('is where the server last ran when this shell sets neither APP_URL nor PORT', () => {
    const dir = dataDir();
    rememberAppUrl({ appUrl: 'http://localhost:8080', dataDir: dir });
    const defaults = { appUrl: 'http://localhost:5000', dataDir: dir };
    expect(appUrlForLinks(defaults, {})).toBe('http://localhost:8080');
    expect(appUrlForLinks(defaults, { PORT: '5000' })).toBe('http://localhost:5000');
    expect(
      appUrlForLinks({ appUrl: 'https://shynk.example.com', dataDir: dir }, { APP_URL: 'x' }),
    ).toBe('https://shynk.example.com');
  });

  it('is the configured one before the server has ever run', () => {
    expect(appUrlForLinks({ appUrl: 'http://localhost:5000', dataDir: dataDir() }, {})).toBe(
      'http://localhost:5000',
    );
  });
});
