import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { employeeInvitations } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';
import { linkIn, waitForEmailTo } from '../../test/outbox';

const ctx = useTestApp();

let counter = 0;
const invitee = () => {
  counter += 1;
  return {
    email: `invitee${counter}-${Date.now()}@example.com`,
    firstName: 'Ivy',
    lastName: `Invitee${counter}`,
  };
};

async function managerAgent() {
  const manager = await createManager(ctx.db);
  return { manager, agent: await signedInAgent(ctx, manager.email, manager.plainPassword) };
}

describe('POST /api/employee-invitations', () => {
  it('creates a 7-day invitation with a long random token and emails the link', async () => {
    const { agent, manager } = await managerAgent();
    const person = invitee();
    const res = await agent.post('/api/employee-invitations').send(person).expect(201);
    expect(res.body).toMatchObject({ ...person, status: 'pending', invitedBy: manager.id });
    expect(res.body.invitationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const email = await waitForEmailTo(ctx.sentEmails, person.email);
    expect(linkIn(email, '/invite/')).toBe(`http://shynk.test/invite/${res.body.invitationToken}`);
  });

  it('refuses a bad email, missing names, and anyone but a manager', async () => {
    const { agent } = await managerAgent();
    const bad = await agent
      .post('/api/employee-invitations')
      .send({ email: 'nope', firstName: '', lastName: 'X' })
      .expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['email', 'firstName']),
    );

    const employee = await createUser(ctx.db);
    const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    await employeeAgent.post('/api/employee-invitations').send(invitee()).expect(403);
    await employeeAgent.get('/api/employee-invitations').expect(403);
    await supertest(ctx.app).post('/api/employee-invitations').send(invitee()).expect(401);
  });

  it('answers 409 when the email already has an account or an open invitation', async () => {
    const { agent } = await managerAgent();
    const existing = await createUser(ctx.db);
    const taken = await agent
      .post('/api/employee-invitations')
      .send({ ...invitee(), email: existing.email.toUpperCase() })
      .expect(409);
    expect(taken.body.message).toBe('A user with this email already exists');

    const person = invitee();
    await agent.post('/api/employee-invitations').send(person).expect(201);
    const twice = await agent.post('/api/employee-invitations').send(person).expect(409);
    expect(twice.body.message).toMatch(/already been sent/);
  });

  it('creates one invitation when the same one is sent twice at once', async () => {
    const { agent } = await managerAgent();
    const person = invitee();
    const results = await Promise.all([
      agent.post('/api/employee-invitations').send(person),
      agent.post('/api/employee-invitations').send(person),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('allows a new invitation once the old one has expired', async () => {
    const { agent } = await managerAgent();
    const person = invitee();
    const first = await agent.post('/api/employee-invitations').send(person).expect(201);
    await ctx.db
      .update(employeeInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(employeeInvitations.id, first.body.id));
    await agent.post('/api/employee-invitations').send(person).expect(201);
  });
});

describe('GET /api/employee-invitations/verify/:token', () => {
  it('returns the invited names to anyone holding the token', async () => {
    const { agent } = await managerAgent();
    const person = invitee();
    const { body } = await agent.post('/api/employee-invitations').send(person).expect(201);
    const res = await supertest(ctx.app)
      .get(`/api/employee-invitations/verify/${body.invitationToken}`)
      .expect(200);
    expect(res.body).toMatchObject(person);
    expect(res.body).not.toHaveProperty('invitationToken');
  });

  it('answers 404 with our message for unknown, expired and used tokens', async () => {
    const message = 'This invitation is invalid, expired, or has already been used.';
    const unknown = await supertest(ctx.app)
      .get('/api/employee-invitations/verify/not-a-token')
      .expect(404);
    expect(unknown.body.message).toBe(message);

    const { agent } = await managerAgent();
    const { body } = await agent.post('/api/employee-invitations').send(invitee()).expect(201);
    await ctx.db
      .update(employeeInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(employeeInvitations.id, body.id));
    const expired = await supertest(ctx.app)
      .get(`/api/employee-invitations/verify/${body.invitationToken}`)
      .expect(404);
    expect(expired.body.message).toBe(message);
  });
});

describe('listing and deleting invitations', () => {
  it('lists the organization invitations with status read as expired past expiry, and the inviter', async () => {
    const { agent, manager } = await managerAgent();
    const open = await agent.post('/api/employee-invitations').send(invitee()).expect(201);
    const old = await agent.post('/api/employee-invitations').send(invitee()).expect(201);
    await ctx.db
      .update(employeeInvitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(employeeInvitations.id, old.body.id));
    const { body } = await agent.get('/api/employee-invitations').expect(200);
    const byId = new Map(body.map((i: { id: number }) => [i.id, i]));
    expect(byId.get(open.body.id)).toMatchObject({
      status: 'pending',
      inviter: { firstName: manager.firstName },
    });
    expect(byId.get(old.body.id)).toMatchObject({ status: 'expired' });
  });

  it('deletes pending and expired invitations but not accepted ones (409), and 404s the unknown', async () => {
    const { agent } = await managerAgent();
    const pending = await agent.post('/api/employee-invitations').send(invitee()).expect(201);
    await agent.delete(`/api/employee-invitations/${pending.body.id}`).expect(200);
    await supertest(ctx.app)
      .get(`/api/employee-invitations/verify/${pending.body.invitationToken}`)
      .expect(404);

    const accepted = await agent.post('/api/employee-invitations').send(invitee()).expect(201);
    await ctx.db
      .update(employeeInvitations)
      .set({ status: 'accepted' })
      .where(eq(employeeInvitations.id, accepted.body.id));
    const refused = await agent.delete(`/api/employee-invitations/${accepted.body.id}`).expect(409);
    expect(refused.body.message).toMatch(/accepted/);
    await agent.delete('/api/employee-invitations/999999').expect(404);
    await agent.delete('/api/employee-invitations/abc').expect(400);
  });
});
