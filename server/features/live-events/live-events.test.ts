// The live stream end to end: a real socket on an app, changes made through the API (or straight
// in the database, as any tool could), and the events each tab hears. The stream is held by a
// second app on its own pool and listening connection, as another process would hold it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { useOtherProcess } from '../../test/other-process';
import { shiftBody, signedInManager } from '../../test/shifts';

const ctx = useTestApp();
const other = useOtherProcess(ctx);

type Stream = {
  status: number;
  /** Event names heard so far, in order. */
  events: string[];
  /** Resolves once `count` events of this name have been heard. */
  heard: (name: string, count?: number) => Promise<void>;
  ended: Promise<void>;
  close: () => void;
};

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function openStream(app: http.RequestListener, cookie?: string): Promise<Stream> {
  const server = http.createServer(app).listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        port,
        path: '/api/events',
        headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        const events: string[] = [];
        const waiting: { name: string; count: number; resolve: () => void }[] = [];
        let buffer = '';
        const settle = () => {
          for (const wait of [...waiting]) {
            if (events.filter((e) => e === wait.name).length >= wait.count) {
              waiting.splice(waiting.indexOf(wait), 1);
              wait.resolve();
            }
          }
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            if (name) events.push(name);
          }
          settle();
        });
        resolve({
          status: res.statusCode ?? 0,
          events,
          heard: (name, count = 1) =>
            new Promise<void>((done) => {
              waiting.push({ name, count, resolve: done });
              settle();
            }),
          ended: new Promise((done) => res.on('end', () => done())),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

describe('GET /api/events', () => {
  it('tells a tab on another process that its organization’s schedule changed', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { organizationId: 1 });
    const { sessionCookie } = await signedInAgent(ctx, employee.email, employee.plainPassword);
    const stream = await openStream(other.app, sessionCookie);
    expect(stream.status).toBe(200);

    await agent.post('/api/shifts').send(shiftBody()).expect(201);
    await stream.heard('schedule');
    stream.close();
  });

  it('tells no one of another organization’s changes', async () => {
    const elsewhere = await createOrganization(ctx.db);
    const outsider = await createUser(ctx.db, { organizationId: elsewhere.id });
    const { sessionCookie } = await signedInAgent(ctx, outsider.email, outsider.plainPassword);
    const stream = await openStream(other.app, sessionCookie);
    const { agent } = await signedInManager(ctx);

    // Announcements arrive in commit order: once the outsider hears of their own organization's
    // change, made after the first organization's, they would have heard that one before it.
    await agent.post('/api/shifts').send(shiftBody()).expect(201);
    await createShift(ctx.db, { organizationId: elsewhere.id });
    await stream.heard('schedule');
    expect(stream.events.filter((e) => e === 'schedule')).toEqual(['schedule']);
    stream.close();
  });

  it('tells a person of their own notifications only', async () => {
    const someone = await createUser(ctx.db, { organizationId: 1 });
    const listener = await createUser(ctx.db, { organizationId: 1 });
    const { sessionCookie } = await signedInAgent(ctx, listener.email, listener.plainPassword);
    const stream = await openStream(other.app, sessionCookie);

    const notice = { organizationId: 1, title: 'Shift changed', message: 'See your schedule' };
    await ctx.db
      .insert(notifications)
      .values({ ...notice, userId: someone.id, type: 'schedule_update' });
    await ctx.db
      .insert(notifications)
      .values({ ...notice, userId: listener.id, type: 'schedule_update' });
    await stream.heard('notifications');
    expect(stream.events.filter((e) => e === 'notifications')).toHaveLength(1);
    stream.close();
  });

  it('ends when the session signs out, and refuses a tab with no session', async () => {
    const person = await createUser(ctx.db, { organizationId: 1 });
    const agent = await signedInAgent(ctx, person.email, person.plainPassword);
    const stream = await openStream(other.app, agent.sessionCookie);
    await agent.post('/api/logout').expect(200);
    await stream.ended;

    const anonymous = await openStream(other.app);
    expect(anonymous.status).toBe(401);
  });

  it('goes out uncompressed and unbuffered, so each event arrives when it happens', async () => {
    const person = await createUser(ctx.db, { organizationId: 1 });
    const { sessionCookie } = await signedInAgent(ctx, person.email, person.plainPassword);
    const server = http.createServer(other.app).listen(0);
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve) => {
      const request = http.get(
        {
          port,
          path: '/api/events',
          headers: { cookie: sessionCookie, 'accept-encoding': 'gzip, br' },
        },
        (res) => {
          resolve(res.headers);
          request.destroy();
        },
      );
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['x-accel-buffering']).toBe('no');
  });
});
