import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, plainHttpWarning, resolveSessionSecret } from './config';

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
      appUrl: 'http://localhost:5000',
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty variables as unset and trims a trailing slash from APP_URL', () => {
    const config = loadConfig({
      PORT: '',
      APP_URL: 'https://shynk.example.com/',
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(5000);
    expect(config.appUrl).toBe('https://shynk.example.com');
  });

  it('has no metrics token unless given one long enough to resist guessing', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads WEB_CONCURRENCY as a whole number of at least 1', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({}).webConcurrency).toBeUndefined();
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads BACKUP_SCHEDULE as daily or a cron expression, and BACKUP_KEEP', () => {
    expect(loadConfig({})).toMatchObject({ backupSchedule: undefined, backupKeep: 7 });
    expect(loadConfig({ BACKUP_SCHEDULE: 'daily', BACKUP_KEEP: '3' })).toMatchObject({
      backupSchedule: '30 2 * * *',
      backupKeep: 3,
    });
    expect(loadConfig({ BACKUP_SCHEDULE: '0 */6 * * *' }).backupSchedule).toBe('0 */6 * * *');
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nightly' })).toThrow(
      /BACKUP_SCHEDULE must be 'daily' or a cron expression of five fields/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
  });

  it('fails fast with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(resolveSessionSecret(config)).toBe('x'.repeat(32));
  });

  it('generates a development session secret once and keeps it in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(false);
    const first = resolveSessionSecret(config);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSessionSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
  });
});

describe('deploy modes', () => {
  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY that is not a hop count or proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/not 10.0.0.0\/40/);
  });

  it('refuses an https APP_URL without a trusted proxy, which would never keep a session', () => {
    expect(() => loadConfig({ APP_URL: 'https://shynk.example.com' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ APP_URL: 'https://shynk.example.com', TRUST_PROXY: '1' }).appUrl).toBe(
      'https://shynk.example.com',
    );
  });

  it('warns once about production over plain HTTP, and only then', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    const http = loadConfig({ NODE_ENV: 'production', APP_URL: 'http://10.0.0.5:5000', ...secret });
    expect(plainHttpWarning(http)).toMatch(/^APP_URL is http:\/\/10\.0\.0\.5:5000: .*unencrypted/);
    const https = { APP_URL: 'https://shynk.example.com', TRUST_PROXY: '1' };
    expect(plainHttpWarning(loadConfig({ NODE_ENV: 'production', ...https, ...secret }))).toBe(
      null,
    );
    expect(plainHttpWarning(loadConfig({}))).toBe(null);
  });
});
