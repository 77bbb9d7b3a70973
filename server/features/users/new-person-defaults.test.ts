// 'Default weekly hours' and 'Default employee type' are what a new person starts with, however
// they join: an invitation, the first-manager link, or an account made directly.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { users } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createOrganization, saveSettings } from '../../test/factories';
import { ensureFirstManagerInvitation } from '../invitations/first-manager';
import { createUserAccount } from './create-user';

const ctx = useTestApp();

const joining = (email: string, invitationToken: string) => ({
  firstName: 'Nora',
  lastName: 'Newcomer',
  email,
  password: 'welcome1',
  invitationToken,
});

describe('new people take the organization’s defaults', () => {
  it('through an invitation, once a manager has saved them', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const manager = await createManager(ctx.db, { organizationId });
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
    await agent
      .patch('/api/organization-settings')
      .send({ defaultWeeklyHours: 32.5, defaultEmployeeType: 'salaried' })
      .expect(200);
    const email = 'nora.defaults@example.com';
    const { body: invitation } = await agent
      .post('/api/employee-invitations')
      .send({ email, firstName: 'Nora', lastName: 'Newcomer' })
      .expect(201);
    const { body } = await supertest(ctx.app)
      .post('/api/register')
      .send(joining(email, invitation.invitationToken))
      .expect(201);
    expect(body).toMatchObject({ weeklyHoursLimit: 32.5, employeeType: 'salaried' });
  });

  it('made directly (user:create), unless given', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    await saveSettings(ctx.db, organizationId, {
      defaultWeeklyHours: 20,
      defaultEmployeeType: 'salaried',
    });
    const account = (email: string, extra = {}) =>
      createUserAccount(
        ctx.db,
        { email, password: 'secret1', role: 'employee', ...extra },
        organizationId,
      );
    expect(await account('plain.defaults@example.com')).toMatchObject({
      weeklyHoursLimit: 20,
      employeeType: 'salaried',
    });
    const given = await account('given.defaults@example.com', {
      weeklyHoursLimit: 12,
      employeeType: 'hourly',
    });
    expect(given).toMatchObject({ weeklyHoursLimit: 12, employeeType: 'hourly' });
  });

  it('for the first manager, through the first-run link', async () => {
    // The first-run link exists only while no manager does.
    await ctx.db.delete(users);
    await saveSettings(ctx.db, 1, { defaultWeeklyHours: 50, defaultEmployeeType: 'salaried' });
    const token = await ensureFirstManagerInvitation(ctx.db);
    const { body } = await supertest(ctx.app)
      .post('/api/register')
      .send({
        ...joining('founder.defaults@example.com', token!),
        // The first manager names the business they create.
        businessName: 'Nora Fitness',
        timeZone: 'America/Chicago',
      })
      .expect(201);
    expect(body).toMatchObject({ role: 'manager', weeklyHoursLimit: 50, employeeType: 'salaried' });
  });
});
