// Registration's limit fits a team signing up together: invitations carry 256-bit tokens, so only
// failed attempts are counted, per address.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInManager } from '../../test/shifts';
import { useTestApp } from '../../test/app';

const ctx = useTestApp();
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

describe('registration limits', () => {
  it('lets a team of 30 open its invitations and register from one address', async () => {
    const { agent } = await signedInManager(ctx);
    const batch = Date.now();
    const invitations = [];
    for (let i = 0; i < 30; i++) {
      const email = `team-${batch}-${i}@example.com`;
      const { body } = await agent
        .post('/api/employee-invitations')
        .send({ email, firstName: 'Team', lastName: `Member ${i}` })
        .expect(201);
      invitations.push({ email, token: body.invitationToken as string });
    }
    for (const { email, token } of invitations) {
      // The invitation page checks the link, and may check it again when refocused.
      for (let look = 0; look < 3; look++) {
        await supertest(ctx.app).get(`/api/employee-invitations/verify/${token}`).expect(200);
      }
      await supertest(ctx.app)
        .post('/api/register')
        .send({
          firstName: 'Team',
          lastName: 'Member',
          email,
          password: 'welcome1',
          invitationToken: token,
        })
        .expect(201);
    }
  }, 120_000);

  it('refuses an address after 20 failed attempts', async () => {
    const attempt = () =>
      supertest(ctx.app).post('/api/register').send({
        firstName: 'Guess',
        lastName: 'Er',
        email: 'guess@example.com',
        password: 'welcome1',
        invitationToken: 'not-a-real-invitation-token',
      });
    for (let i = 0; i < 20; i++) expect((await attempt()).status).toBe(400);
    await attempt().expect(429, { message: TOO_MANY });
  });
});
