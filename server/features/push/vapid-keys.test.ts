import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { resolveVapidKeys } from './vapid-keys';

const fresh = () => fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-vapid-'));

it('generates a key pair once into DATA_DIR and keeps using it', () => {
  const dataDir = fresh();
  const config = loadConfig({ DATA_DIR: dataDir });
  const first = resolveVapidKeys(config);
  expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
  expect(resolveVapidKeys(config)).toEqual(first);
  // Not https: push services are given the mail sender as the contact.
  expect(first.subject).toBe('mailto:no-reply@shynk.local');
});

it('takes both keys from the environment, and refuses one without the other', () => {
  const config = loadConfig({
    DATA_DIR: fresh(),
    VAPID_PUBLIC_KEY: 'BPub_key-1',
    VAPID_PRIVATE_KEY: 'priv_key-2',
    APP_URL: 'https://shynk.example.com',
    TRUST_PROXY: '1',
  });
  expect(resolveVapidKeys(config)).toEqual({
    publicKey: 'BPub_key-1',
    privateKey: 'priv_key-2',
    subject: 'https://shynk.example.com',
  });
  expect(fs.existsSync(path.join(config.dataDir, 'vapid-keys.json'))).toBe(false);
  expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(ConfigError);
  expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'priv' })).toThrow(/VAPID_PUBLIC_KEY/);
  expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'a b', VAPID_PRIVATE_KEY: 'c' })).toThrow(
    /base64url/,
  );
});
