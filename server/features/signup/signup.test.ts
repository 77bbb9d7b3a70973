import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  emailVerificationTokens,
  organizations,
  timeClockSettings,
  users,
} from '@shared/schema';
import { SIGNUP_SENT } from '@shared/validators/signup';
import { useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { linkIn, waitForEmailTo } from '../../test/outbox';

// Behind one trusted proxy, so each test can sign up from an address of its own.
const ctx = useTestApp({ trustProxy: 1 });

let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    businessName: `Corner Café ${counter}`,
    timeZone: 'Europe/London',
    firstName: 'Maya',
    lastName: 'Quinn',
    email: `maya-${Date.now()}-${counter}@example.com`,
    password: 'correct-horse-battery',
    ...overrides,
  };
};

// Each test signs up from its own address: the per-address limit counts across the file.
const fromAddress = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

async function confirmationToken(email: string) {
  const sent = await waitForEmailTo(ctx.sentEmails, email);
  return linkIn(sent, '/verify-email/').split('/verify-email/')[1]!;
}

describe('sign-up', () => {
  it('creates an unconfirmed organization whose manager can sign in, and confirms it by the emailed link once', async () => {
    const input = form({ weekStartsOn: 0 });
    const answer = await supertest(ctx.app)
      .post('/api/signup')
      .set(fromAddress(1))
      .send(input)
      .expect(202);
    expect(answer.body).toEqual({ message: SIGNUP_SENT });
    const [manager] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(manager?.role).toBe('manager');
    const [organization] = await ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, manager!.organizationId));
    expect(organization).toMatchObject({
      name: input.businessName,
      timeZone: 'Europe/London',
      weekStartsOn: 0,
    });
    expect(organization?.verifiedAt).toBeNull();
    // Its pay periods start with its Sunday weeks.
    const [clock] = await ctx.db
      .select({ anchor: timeClockSettings.payPeriodAnchor })
      .from(timeClockSettings)
      .where(eq(timeClockSettings.organizationId, manager!.organizationId));
    expect(clock?.anchor).toBe('2026-01-04');

    const agent = supertest.agent(ctx.app);
    await agent
      .post('/api/login')
      .send({ email: input.email, password: input.password })
      .expect(200);
    const before = await agent.get('/api/organization/onboarding').expect(200);
    expect(before.body).toEqual({ verified: false, canLoadExampleWeek: true });
    // Unconfirmed: it may build a schedule, but may not mail an invitation to anyone.
    const invite = await agent
      .post('/api/employee-invitations')
      .send({ email: 'someone@example.com', firstName: 'Some', lastName: 'One' })
      .expect(403);
    expect(invite.body.message).toMatch(/Confirm your email address first/);

    const token = await confirmationToken(input.email);
    const stored = await ctx.db
      .select({ hash: emailVerificationTokens.tokenHash })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, manager!.id));
    expect(stored.map((s) => s.hash)).not.toContain(token);

    const visitor = supertest.agent(ctx.app);
    const verified = await visitor.post('/api/signup/verify').send({ token }).expect(200);
    expect(verified.body.email).toBe(input.email);
    expect(verified.body).not.toHaveProperty('password');
    // The link signs its follower in.
    await visitor.get('/api/user').expect(200);
    expect((await agent.get('/api/organization/onboarding').expect(200)).body.verified).toBe(true);
    await agent
      .post('/api/employee-invitations')
      .send({ email: `invitee-${Date.now()}@example.com`, firstName: 'In', lastName: 'Vitee' })
      .expect(201);

    const again = await supertest(ctx.app).post('/api/signup/verify').send({ token }).expect(400);
    expect(again.body.message).toBe('This confirmation link is invalid, expired, or already used.');
  });

  it('answers an address that already has an account exactly as a new one, and tells its inbox instead', async () => {
    const existing = await createUser(ctx.db);
    const fresh = await supertest(ctx.app)
      .post('/api/signup')
      .set(fromAddress(2))
      .send(form())
      .expect(202);
    const taken = await supertest(ctx.app)
      .post('/api/signup')
      .set(fromAddress(2))
      .send(form({ email: existing.email.toUpperCase(), businessName: 'Impostor Inc' }))
      .expect(202);
    expect(taken.body).toEqual(fresh.body);
    const mail = await waitForEmailTo(ctx.sentEmails, existing.email);
    expect(mail.subject).toBe('You already have a Shynk account');
    const impostor = await ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Impostor Inc'));
    expect(impostor).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const input = form();
    await supertest(ctx.app).post('/api/signup').set(fromAddress(3)).send(input).expect(202);
    const token = await confirmationToken(input.email);
    await ctx.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = ${input.email})`,
    );
    await supertest(ctx.app).post('/api/signup/verify').send({ token }).expect(400);
  });

  it('sends no notification email for an unconfirmed organization, and does once it is confirmed', async () => {
    const input = form();
    await supertest(ctx.app).post('/api/signup').set(fromAddress(4)).send(input).expect(202);
    const agent = supertest.agent(ctx.app);
    await agent
      .post('/api/login')
      .send({ email: input.email, password: input.password })
      .expect(200);
    const { body: example } = await agent.post('/api/organization/example-week').expect(201);
    const [manager] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    const elena = `elena.rossi.${manager!.organizationId}@example.com`;
    const publish = (day: string) =>
      agent.post('/api/schedule/publish').send({ start: day, end: day, notify: true }).expect(200);
    expect((await publish(example.weekStart)).body.published).toBeGreaterThan(0);

    await supertest(ctx.app)
      .post('/api/signup/verify')
      .send({ token: await confirmationToken(input.email) })
      .expect(200);
    const tuesday = new Date(`${example.weekStart}T00:00:00Z`);
    tuesday.setUTCDate(tuesday.getUTCDate() + 1);
    await publish(tuesday.toISOString().slice(0, 10));
    await waitForEmailTo(ctx.sentEmails, elena);
    // Mail leaves in order, so Monday's would sit before Tuesday's: only Tuesday's went.
    const toElena = (await ctx.sentEmails()).filter((mail) => mail.to.includes(elena));
    expect(toElena).toHaveLength(1);
  });

  it('rejects bad input with field errors and limits sign-ups per email', async () => {
    const bad = await supertest(ctx.app)
      .post('/api/signup')
      .set(fromAddress(5))
      .send({ ...form(), email: 'not-an-email', timeZone: 'Mars/Olympus', weekStartsOn: 7 })
      .expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'email',
      'timeZone',
      'weekStartsOn',
    ]);
    const email = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      await supertest(ctx.app)
        .post('/api/signup')
        .set(fromAddress(10 + i))
        .send(form({ email }))
        .expect(202);
    }
    const limited = await supertest(ctx.app)
      .post('/api/signup')
      .set(fromAddress(20))
      .send(form({ email }))
      .expect(429);
    expect(limited.body.message).toMatch(/Too many sign-ups/);
  });
});

describe('sign-up closed', () => {
  const closed = useTestApp({ signup: false });

  it('answers 404 and says so', async () => {
    expect((await supertest(closed.app).get('/api/signup').expect(200)).body).toEqual({
      enabled: false,
    });
    const refused = await supertest(closed.app).post('/api/signup').send(form()).expect(404);
    expect(refused.body.message).toMatch(/Sign-up is closed/);
  });
});
