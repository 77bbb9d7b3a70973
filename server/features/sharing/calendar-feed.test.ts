// The feed as calendar apps rely on it: clean text, the same bytes until something changes, a
// SEQUENCE that rises with each edit of an event, and validators that let a poll cost a 304.
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shifts } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { parseEvents } from '../../test/ics';
import { signedInManager } from '../../test/shifts';

const ctx = useTestApp();

/** A person with a share link in a fresh organization, and a manager there to edit shifts. */
async function feedOwner(names: { firstName?: string } = {}) {
  const { id: organizationId } = await createOrganization(ctx.db);
  const employee = await createUser(ctx.db, { organizationId, ...names });
  const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
  const { body } = await employeeAgent.post('/api/share-token/generate').expect(200);
  const { agent: manager } = await signedInManager(ctx, organizationId);
  return {
    organizationId,
    employee,
    manager,
    url: `${body.calendarUrl as string}`.replace(/^https?:\/\/[^/]+/, ''),
  };
}

const fetchFeed = (url: string) => supertest(ctx.app).get(url).expect(200);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const eventOf = async (url: string) => parseEvents((await fetchFeed(url)).text)[0]!;
const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('calendar feed text', () => {
  it('carries no control character into any property', async () => {
    const { organizationId, employee, url } = await feedOwner({ firstName: 'Ana\u0002' });
    await createShift(ctx.db, {
      organizationId,
      date: tomorrow(),
      title: 'Open\u0007 gym\u001b[31m',
      notes: 'Bring\tkeys\u0001\u007f\u0085\nand the\r\nlist',
      employeeIds: [employee.id],
    });
    const { text } = await fetchFeed(url);
    // Lines end in CRLF; nothing else below U+0020 (or DEL and the C1 range) remains.
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
    const [event] = parseEvents(text);
    expect(event!.SUMMARY).toBe('Open gym[31m');
    expect(event!.DESCRIPTION).toBe('Station 1\\nBring keys\\nand the\\nlist');
    expect(text).toContain('X-WR-CALNAME:Ana');
  });
});

describe('calendar feed revisions', () => {
  it('is the same bytes between fetches, stamped with each event’s last change', async () => {
    const { organizationId, employee, url } = await feedOwner();
    const shift = await createShift(ctx.db, {
      organizationId,
      date: tomorrow(),
      employeeIds: [employee.id],
    });
    // Last changed well before this test: a stamp taken at fetch time could not match it.
    const changedAt = new Date('2024-05-01T10:00:00Z');
    await ctx.db.update(shifts).set({ updatedAt: changedAt }).where(eq(shifts.id, shift.id));
    const first = await fetchFeed(url);
    const second = await fetchFeed(url);
    expect(second.text).toBe(first.text);
    const [event] = parseEvents(first.text);
    expect(event!.DTSTAMP).toBe('20240501T100000Z');
    expect(event!['LAST-MODIFIED']).toBe('20240501T100000Z');
    expect(event!.SEQUENCE).toBe('0');
  });

  it('raises SEQUENCE when time, title or details change, and not for colour alone', async () => {
    const { organizationId, employee, manager, url } = await feedOwner();
    const shift = await createShift(ctx.db, {
      organizationId,
      date: tomorrow(),
      title: 'Open gym',
      employeeIds: [employee.id],
    });
    const edit = (body: object) => manager.put(`/api/shifts/${shift.id}`).send(body).expect(200);

    await edit({ title: 'Closing' });
    const retitled = await eventOf(url);
    expect(retitled.SEQUENCE).toBe('1');

    await edit({ color: 'coral' });
    const recoloured = await eventOf(url);
    expect(recoloured.SEQUENCE).toBe('1');
    // Still a change of the stored event: its stamp moves, so the bytes differ.
    const [row] = await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(recoloured.DTSTAMP).toBe(icsUtc(row!.updatedAt));

    await edit({ startTime: '06:00', notes: 'Early' });
    expect((await eventOf(url)).SEQUENCE).toBe('2');
    await edit({ startTime: '06:00', notes: 'Early', title: 'Closing' }); // nothing new
    expect((await eventOf(url)).SEQUENCE).toBe('2');
  });

  it('raises SEQUENCE for every shift of a series whose time changes', async () => {
    const { organizationId, employee, manager, url } = await feedOwner();
    const { id: first } = await createShift(ctx.db, {
      organizationId,
      date: tomorrow(),
      recurringSeriesId: `series-${organizationId}`,
      employeeIds: [employee.id],
    });
    const next = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    await createShift(ctx.db, {
      organizationId,
      date: next,
      recurringSeriesId: `series-${organizationId}`,
      employeeIds: [employee.id],
    });
    await manager.put(`/api/shifts/${first}/recurring/all`).send({ duration: 120 }).expect(200);
    const events = parseEvents((await fetchFeed(url)).text);
    expect(events.map((event) => event.SEQUENCE)).toEqual(['1', '1']);
  });
});

describe('calendar feed validators', () => {
  it('answers 304 to a matching ETag or date, and the new feed after an edit', async () => {
    const { organizationId, employee, manager, url } = await feedOwner();
    const shift = await createShift(ctx.db, {
      organizationId,
      date: tomorrow(),
      employeeIds: [employee.id],
    });
    const feed = await fetchFeed(url);
    const etag = String(feed.headers['etag']);
    const lastModified = String(feed.headers['last-modified']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(new Date(lastModified).getTime()).toBe(
      Math.floor(shift.updatedAt.getTime() / 1000) * 1000,
    );

    const unchanged = await supertest(ctx.app).get(url).set('If-None-Match', etag).expect(304);
    expect(unchanged.text ?? '').toBe('');
    await supertest(ctx.app).get(url).set('If-Modified-Since', lastModified).expect(304);

    await manager.put(`/api/shifts/${shift.id}`).send({ title: 'Moved' }).expect(200);
    const changed = await supertest(ctx.app).get(url).set('If-None-Match', etag).expect(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(parseEvents(changed.text)[0]!.SUMMARY).toBe('Moved');
  });
});
