import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { TIME_CLOCK_SETTINGS_DEFAULTS } from '@shared/domain/time-clock-settings-defaults';
import { useTestApp } from '../../test/app';
import { createManager } from '../../test/factories';
import { signedInAgent } from '../../test/app';
import { clockTeam } from '../../test/time-clock';

const ctx = useTestApp();

describe('time clock settings', () => {
  it('reads the defaults until a manager saves, then what they saved', async () => {
    const { manager, employee } = await clockTeam(ctx);
    const { body: before } = await manager.agent.get('/api/settings/time-clock').expect(200);
    expect(before).toEqual(TIME_CLOCK_SETTINGS_DEFAULTS);
    const changed = {
      ...before,
      allowClockInWithoutShift: true,
      earlyClockInMinutes: 30,
      geofenceMode: 'refuse',
      payPeriod: 'biweekly',
      timeRounding: 15,
    };
    await manager.agent.put('/api/settings/time-clock').send(changed).expect(200, changed);
    expect((await manager.agent.get('/api/settings/time-clock')).body).toEqual(changed);
    // The clock reads them: what the phone shows follows the save.
    const clock = (await employee.agent.get('/api/clock').expect(200)).body;
    expect(clock).toMatchObject({ allowClockInWithoutShift: true, earlyClockInMinutes: 30 });
  });

  it('refuses bad values, employees, location managers, other organizations and the unsigned', async () => {
    const { organizationId, manager, employee } = await clockTeam(ctx);
    const valid = { ...TIME_CLOCK_SETTINGS_DEFAULTS };
    for (const bad of [
      { timeRounding: 10 },
      { geofenceMode: 'warn' },
      { earlyClockInMinutes: -1 },
      { payPeriodAnchor: '2026-02-30' },
      { weeklyOvertime: 'yes' },
    ]) {
      await manager.agent
        .put('/api/settings/time-clock')
        .send({ ...valid, ...bad })
        .expect(400);
    }
    await manager.agent.put('/api/settings/time-clock').send({ timeRounding: 5 }).expect(400);
    await employee.agent.get('/api/settings/time-clock').expect(403);
    await employee.agent.put('/api/settings/time-clock').send(valid).expect(403);
    const scoped = await createManager(ctx.db, { organizationId, managesAllLocations: false });
    const scopedAgent = await signedInAgent(ctx, scoped.email, scoped.plainPassword);
    await scopedAgent.put('/api/settings/time-clock').send(valid).expect(403);
    // Another organization's save leaves this one's alone.
    const other = await clockTeam(ctx);
    await other.manager.agent
      .put('/api/settings/time-clock')
      .send({ ...valid, earlyClockInMinutes: 60 })
      .expect(200);
    expect((await manager.agent.get('/api/settings/time-clock')).body.earlyClockInMinutes).toBe(15);
    await supertest(ctx.app).get('/api/settings/time-clock').expect(401);
    await supertest(ctx.app).put('/api/settings/time-clock').send(valid).expect(401);
  });
});
