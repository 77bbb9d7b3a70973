import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createOrganization } from '../../test/factories';
import { signedInManager } from '../../test/shifts';

const ctx = useTestApp();

describe('currency setting', () => {
  it('defaults to USD, saves a listed code, keeps it when omitted, and reaches the report', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const { body: loaded } = await agent.get('/api/organization-settings').expect(200);
    expect(loaded.currency).toBe('USD');

    await agent
      .patch('/api/organization-settings')
      .send({ ...loaded, currency: 'EUR' })
      .expect(200);
    const { currency: _omitted, ...withoutCurrency } = loaded;
    const saved = await agent.patch('/api/organization-settings').send(withoutCurrency).expect(200);
    expect(saved.body.currency).toBe('EUR');

    for (const currency of ['XXX', 'eur', 7]) {
      await agent
        .patch('/api/organization-settings')
        .send({ ...loaded, currency })
        .expect(400);
    }
    const report = await agent.get('/api/reports/hours?start=2030-01-07&end=2030-01-13');
    expect(report.body.currency).toBe('EUR');
  });
});
