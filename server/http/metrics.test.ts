// GET /metrics: absent unless a token is configured, then only for whoever sends it, counting
// requests under their route pattern (never the URL with its ids) and reporting pool, change
// feed and cache figures.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createOrganization, createShift } from '../test/factories';
import { useLiveStreams } from '../test/live-stream';
import { signedInManager } from '../test/shifts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('without METRICS_TOKEN', () => {
  const ctx = useTestApp();
  it('has no /metrics at all', async () => {
    await supertest(ctx.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

describe('with METRICS_TOKEN', () => {
  const ctx = useTestApp({ metricsToken: TOKEN });
  const openStream = useLiveStreams(() => ctx.app);
  const scrape = () =>
    supertest(ctx.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

  it('refuses a scrape without the token or with another', async () => {
    await supertest(ctx.app).get('/metrics').expect(401);
    await supertest(ctx.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await supertest(ctx.app).get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('counts requests and their time by route pattern, with pool, feed and cache figures', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const { agent } = await signedInManager(ctx, organizationId);
    const shift = await createShift(ctx.db, { organizationId, date: '2030-01-10' });
    await agent.delete(`/api/shifts/${shift.id}`).expect(200);
    await agent.get('/api/shifts/week?date=2030-01-09').expect(200);
    await agent.get('/api/shifts/week?date=2030-01-09').expect(200);

    const { text, headers } = await scrape();
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(text).toContain(
      'shynk_http_requests_total{method="GET",route="/api/shifts/week",status="200"} 2',
    );
    expect(text).toContain(
      'shynk_http_requests_total{method="DELETE",route="/api/shifts/:id",status="200"} 1',
    );
    expect(text).not.toContain(`/api/shifts/${shift.id}"`);
    expect(text).toMatch(
      /shynk_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/shifts\/week"\} 2/,
    );
    expect(text).toMatch(/shynk_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/shynk_change_feed_listening 1/);
    expect(text).toMatch(/shynk_cache_reads\{cache="session",result="hit"\} \d+/);
    expect(text).toMatch(/shynk_cache_hit_ratio\{cache="session"\} [\d.]+/);
    expect(text).toContain('# TYPE shynk_job_queue_depth gauge');
  });

  it('counts open live streams, and keeps their lifetimes out of the answer times', async () => {
    const { agent } = await signedInManager(ctx);
    const stream = await openStream({ Cookie: agent.sessionCookie });
    expect((await scrape()).text).toMatch(/^shynk_live_streams 1$/m);
    await agent.post('/api/logout').expect(200);
    await stream.ended;

    const { text } = await scrape();
    expect(text).toMatch(/^shynk_live_streams 0$/m);
    expect(text).toContain(
      'shynk_http_requests_total{method="GET",route="/api/events",status="200"} 1',
    );
    expect(text).not.toMatch(
      /shynk_http_request_duration_seconds_bucket\{[^}]*route="\/api\/events"/,
    );
  });
});
