import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { signedInAgent, TEST_CONFIG, useTestApp } from '../test/app';
import { createUser } from '../test/factories';
import { staticClient } from './client-assets';

const ctx = useTestApp();

/** The app with a (tiny) client build, as production serves it. */
let withClient: ReturnType<typeof createApp>;
beforeAll(() => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets/app-1234.js.map'), '{"sources":["secret.tsx"]}');
  const logger = createLogger('silent');
  const mailer = createMailer({ outboxDir: dist, from: 'Shynk <t@shynk.test>', logger });
  withClient = createApp({
    ...ctx,
    config: TEST_CONFIG,
    logger,
    mailer,
    client: staticClient(dist),
  });
});

async function shareToken() {
  const user = await createUser(ctx.db);
  const agent = await signedInAgent(ctx, user.email, user.plainPassword);
  const { body } = await agent.post('/api/share-token/generate').expect(200);
  return { agent, token: (body.shareUrl as string).split('/').pop()! };
}

describe('/robots.txt', () => {
  it('is text that keeps crawlers off the API and the private links', async () => {
    const response = await supertest(withClient).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /api/', 'Disallow: /public-schedule/']),
    );
  });
});

describe('cache headers on /api', () => {
  it('forbid storing answers by default, signed in, signed out or not found', async () => {
    const { agent } = await shareToken();
    const answers = await Promise.all([
      agent.get('/api/user').expect(200),
      agent.get('/api/organization-settings').expect(200),
      supertest(ctx.app).get('/api/user').expect(401),
      supertest(ctx.app).get('/api/no-such-thing').expect(404),
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('let a route that is cacheable on purpose say so, with a validator', async () => {
    const { token } = await shareToken();
    const feed = await supertest(ctx.app).get(`/api/public/schedule/${token}.ics`).expect(200);
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    expect(feed.headers['etag']).toBeTruthy();
  });
});

describe('private links', () => {
  it('tell search engines not to index the public schedule page and its feed', async () => {
    const { token } = await shareToken();
    const page = await supertest(withClient).get(`/public-schedule/${token}`).expect(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    for (const url of [`/api/public/schedule/${token}`, `/api/public/schedule/${token}.ics`]) {
      const response = await supertest(ctx.app).get(url).expect(200);
      expect(response.headers['x-robots-tag']).toContain('noindex');
    }
    const signIn = await supertest(withClient).get('/auth').expect(200);
    expect(signIn.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('every response', () => {
  it('denies browser features the app never uses', async () => {
    const response = await supertest(withClient).get('/auth').expect(200);
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The time clock's geofence: the app's own pages may ask, nothing they embed.
    expect(policy).toContain('geolocation=(self)');
  });
});

describe('the client build', () => {
  it('serves its bundles but never a source map', async () => {
    await supertest(withClient).get('/assets/app-1234.js').expect(200);
    const map = await supertest(withClient).get('/assets/app-1234.js.map').expect(404);
    expect(map.text).not.toContain('secret.tsx');
  });
});
