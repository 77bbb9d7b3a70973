// API tokens for tests: a manager makes one over HTTP, as the settings screen does.
import supertest from 'supertest';
import type { ApiScope } from '@shared/domain/api-scopes';
import type { TestContext } from './app';
import { signedInManager } from './shifts';

export async function createTokenAs(
  agent: supertest.Agent,
  scopes: ApiScope[],
  extra: { name?: string; expiresAt?: string } = {},
) {
  const res = await agent
    .post('/api/api-tokens')
    .send({ name: extra.name ?? 'Payroll sync', scopes, expiresAt: extra.expiresAt })
    .expect(201);
  return res.body as { apiToken: { id: number; name: string }; token: string };
}

/** A fresh manager of `organizationId` and a token of theirs with `scopes`. */
export async function apiTokenFor(ctx: TestContext, scopes: ApiScope[], organizationId = 1) {
  const { manager, agent } = await signedInManager(ctx, organizationId);
  const created = await createTokenAs(agent, scopes);
  const bearer = `Bearer ${created.token}`;
  return { manager, agent, ...created, bearer, api: supertest(ctx.app) };
}
