import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { apiTokenFor } from '../../test/api-tokens';

const ctx = useTestApp({ apiTokenRequestsPerMinute: 3 });

describe('API token rate limit', () => {
  it('counts per token, with the draft RateLimit headers, and answers 429 past the limit', async () => {
    const { bearer, api } = await apiTokenFor(ctx, ['read']);
    const first = await api.get('/api/employees').set('Authorization', bearer).expect(200);
    expect(first.headers['ratelimit-policy']).toMatch(/^"[^"]+"; q=3; w=60; pk=:[^:]+:$/);
    expect(first.headers['ratelimit']).toMatch(/^"[^"]+"; r=2; t=\d+/);
    await api.get('/api/employees').set('Authorization', bearer).expect(200);
    await api.get('/api/employees').set('Authorization', bearer).expect(200);
    const over = await api.get('/api/employees').set('Authorization', bearer).expect(429);
    expect(over.body.message).toMatch(/Too many requests/);

    // Another token has its own count; a session has none of this.
    const other = await apiTokenFor(ctx, ['read']);
    await api.get('/api/employees').set('Authorization', other.bearer).expect(200);
    const session = await other.agent.get('/api/employees').expect(200);
    expect(session.headers['ratelimit']).toBeUndefined();
  });
});
