import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { employeeInvitations, organizations, shiftReminderSettings, users } from '@shared/schema';
import { ensureFirstManagerInvitation } from '../invitations/first-manager';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';
import { waitForEmailTo } from '../../test/outbox';

const ctx = useTestApp();

async function invite(
  email = `new-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
) {
  const manager = await createManager(ctx.db);
  const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
  const { body } = await agent
    .post('/api/employee-invitations')
    .send({ email, firstName: 'Nora', lastName: 'Newcomer' })
    .expect(201);
  return { token: body.invitationToken as string, email, id: body.id as number, manager };
}

const registration = (token: string, email: string) => ({
  firstName: 'Nora',
  lastName: 'Newcomer',
  email,
  password: 'welcome1',
  invitationToken: token,
});

describe('POST /api/register', () => {
  it('creates the employee in the inviter organization, accepts the invitation and signs in', async () => {
    const { token, email, id } = await invite();
    const agent = supertest.agent(ctx.app);
    const res = await agent.post('/api/register').send(registration(token, email)).expect(201);
    expect(res.body).toMatchObject({
      email,
      role: 'employee',
      organizationId: 1,
      firstName: 'Nora',
    });
    expect(res.body).not.toHaveProperty('password');
    await agent.get('/api/user').expect(200);
    const [invitation] = await ctx.db
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.id, id));
    expect(invitation?.status).toBe('accepted');
    // Used once: the same link cannot register again.
    const again = await supertest(ctx.app)
      .post('/api/register')
      .send(registration(token, 'someone.else@example.com'))
      .expect(400);
    expect(again.body.message).toBe(
      'This invitation is invalid, expired, or has already been used.',
    );
  });

  it('refuses registration without a token with our message', async () => {
    const res = await supertest(ctx.app)
      .post('/api/register')
      .send({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'secret1' })
      .expect(400);
    expect(res.body.message).toContain(
      'Registration requires a valid invitation. Please use the invitation link sent to your email.',
    );
  });

  it('refuses an email other than the invited one, and short passwords', async () => {
    const { token, email } = await invite();
    const other = await supertest(ctx.app)
      .post('/api/register')
      .send(registration(token, 'intruder@example.com'))
      .expect(400);
    expect(other.body.message).toContain(email);
    await supertest(ctx.app)
      .post('/api/register')
      .send({ ...registration(token, email), password: '12345' })
      .expect(400);
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(user).toBeUndefined();
  });

  it('refuses an expired invitation', async () => {
    const { token, email, id } = await invite();
    await ctx.db
      .update(employeeInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(employeeInvitations.id, id));
    await supertest(ctx.app).post('/api/register').send(registration(token, email)).expect(400);
  });

  it('makes exactly one account when the same token is sent twice at once', async () => {
    const { token, email } = await invite();
    const results = await Promise.all([
      supertest(ctx.app).post('/api/register').send(registration(token, email)),
      supertest(ctx.app).post('/api/register').send(registration(token, email)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const rows = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(rows).toHaveLength(1);
  });
});

describe('welcome email', () => {
  it('welcomes a new account while the toggle is on, and stays silent when it is off', async () => {
    const first = await invite();
    await supertest(ctx.app)
      .post('/api/register')
      .send(registration(first.token, first.email))
      .expect(201);
    const welcome = await waitForEmailTo(ctx.sentEmails, first.email, 'Welcome to Shynk');
    expect(welcome.body).toContain('http://shynk.test/');

    await ctx.db.insert(shiftReminderSettings).values({ organizationId: 1 }).onConflictDoNothing();
    await ctx.db.update(shiftReminderSettings).set({ emailNotificationsWelcome: false });
    const second = await invite();
    await supertest(ctx.app)
      .post('/api/register')
      .send(registration(second.token, second.email))
      .expect(201);
    // A later email to the same person proves the outbox is written, and no welcome came before it.
    await supertest(ctx.app).post('/api/password-reset').send({ email: second.email }).expect(200);
    await waitForEmailTo(ctx.sentEmails, second.email, 'Reset your Shynk password');
    const toSecond = (await ctx.sentEmails()).filter((e) => e.to.includes(second.email));
    expect(toSecond.map((e) => e.subject)).not.toContain('Welcome to Shynk');
  });
});

describe('first-run manager link', () => {
  async function firstManagerLink() {
    // This test database starts with managers from other tests, so clear them for the first-run case.
    await ctx.db.delete(users);
    const token = await ensureFirstManagerInvitation(ctx.db);
    expect(token).toBeDefined();
    return token!;
  }
  const organizationOne = async () =>
    (await ctx.db.select().from(organizations).where(eq(organizations.id, 1)))[0]!;

  it('lets whoever opens it create the business and its first manager, once', async () => {
    const token = await firstManagerLink();
    expect(await ensureFirstManagerInvitation(ctx.db)).toBe(token);
    const verified = await supertest(ctx.app)
      .get(`/api/employee-invitations/verify/${token}`)
      .expect(200);
    expect(verified.body).toMatchObject({ email: '', role: 'manager', firstManager: true });

    const res = await supertest(ctx.app)
      .post('/api/register')
      .send({
        ...registration(token, 'founder@example.com'),
        businessName: '  Harbor Climbing  ',
        timeZone: 'Europe/Dublin',
        weekStartsOn: 0,
      })
      .expect(201);
    expect(res.body.role).toBe('manager');
    expect(await organizationOne()).toMatchObject({
      name: 'Harbor Climbing',
      timeZone: 'Europe/Dublin',
      weekStartsOn: 0,
    });
    expect(await ensureFirstManagerInvitation(ctx.db)).toBeUndefined();
  });

  it('needs a business name and a real time zone, and writes nothing without them', async () => {
    const token = await firstManagerLink();
    const before = await organizationOne();
    const noName = await supertest(ctx.app)
      .post('/api/register')
      .send(registration(token, 'founder@example.com'))
      .expect(400);
    expect(noName.body.errors).toEqual([
      { path: 'businessName', message: 'Business name is required' },
    ]);
    const badZone = await supertest(ctx.app)
      .post('/api/register')
      .send({ ...registration(token, 'founder@example.com'), businessName: 'X', timeZone: 'Moon' })
      .expect(400);
    expect(badZone.body.errors).toContainEqual({
      path: 'timeZone',
      message: 'Choose a time zone from the list',
    });
    expect(await ctx.db.select().from(users)).toEqual([]);
    expect(await organizationOne()).toMatchObject({ name: before.name, timeZone: before.timeZone });
  });

  it('names the business in the same transaction as the account', async () => {
    const token = await firstManagerLink();
    const before = await organizationOne();
    // The account fails after the business is named: a taken email undoes both.
    await createUser(ctx.db, { email: 'taken@example.com' });
    await supertest(ctx.app)
      .post('/api/register')
      .send({
        ...registration(token, 'taken@example.com'),
        businessName: 'Never Named',
        timeZone: 'Asia/Tokyo',
      })
      .expect(409);
    expect(await organizationOne()).toMatchObject({ name: before.name, timeZone: before.timeZone });
    const [invitation] = await ctx.db
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.invitationToken, token));
    expect(invitation?.status).toBe('pending');
  });

  it("ignores a business name from an employee's invitation", async () => {
    const { token, email } = await invite();
    const before = await organizationOne();
    const verified = await supertest(ctx.app)
      .get(`/api/employee-invitations/verify/${token}`)
      .expect(200);
    expect(verified.body.firstManager).toBe(false);
    await supertest(ctx.app)
      .post('/api/register')
      .send({ ...registration(token, email), businessName: 'Hijacked', timeZone: 'Asia/Tokyo' })
      .expect(201);
    expect(await organizationOne()).toMatchObject({ name: before.name, timeZone: before.timeZone });
  });
});
