// The document covers every mounted /api route with the access its guard enforces, is what the
// code generates (as committed), is served, and its examples are what its schemas accept.
import fs from 'node:fs';
import { Router } from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicAccess } from '../auth/access';
import { useTestApp } from '../test/app';
import { mountedApiRoutes } from '../test/api-routes';
import { documentGaps } from '../test/openapi-coverage';
import { COMMITTED_DOCUMENT, serializeDocument } from './committed';
import { apiDocument, buildDocument } from './document';
import { FEATURE_OPERATIONS } from './features';

const ctx = useTestApp();

describe('the OpenAPI document', () => {
  it('describes every mounted /api route, and only those, with its guard', () => {
    const mounted = mountedApiRoutes(ctx.app);
    expect(mounted.length).toBeGreaterThan(70);
    expect(documentGaps(mounted, apiDocument())).toEqual({
      missing: [],
      unmounted: [],
      wrongAccess: [],
    });
  });

  it('names a route that is mounted but not described', () => {
    const extra = Router();
    extra.get('/api/not-described', publicAccess, (_req, res) => {
      res.end();
    });
    const app = ctx.app;
    app.use(extra);
    const { stack } = (app as unknown as { router: { stack: unknown[] } }).router;
    try {
      const gaps = documentGaps(mountedApiRoutes(app), apiDocument());
      expect(gaps.missing).toEqual(['GET /api/not-described']);
    } finally {
      stack.pop();
    }
  });

  it('names a described route whose access differs from its guard', () => {
    const [shifts] = FEATURE_OPERATIONS.filter((f) => f.tag === 'Shifts');
    const week = shifts!.operations['GET /api/shifts/week']!;
    const altered = buildDocument([
      { tag: 'Shifts', operations: { 'GET /api/shifts/week': { ...week, access: 'manager' } } },
    ]);
    const gaps = documentGaps(mountedApiRoutes(ctx.app), altered);
    expect(gaps.wrongAccess).toEqual(["GET /api/shifts/week: the router's guard is user"]);
  });

  it('is committed as the code generates it (npm run generate:openapi)', () => {
    const committed = fs.readFileSync(COMMITTED_DOCUMENT, 'utf8');
    const stale = committed !== serializeDocument(buildDocument());
    expect(stale, 'docs/openapi.json is stale: run npm run generate:openapi').toBe(false);
  });

  it('gives examples that its own schemas accept', () => {
    const wrong = FEATURE_OPERATIONS.flatMap(({ operations }) =>
      Object.entries(operations).flatMap(([key, op]) => {
        const found: string[] = [];
        if (op?.examples?.body !== undefined && !op.body?.safeParse(op.examples.body).success)
          found.push(`${key} body`);
        const answer = op?.answer;
        if (op?.examples?.answer !== undefined && answer && 'safeParse' in answer) {
          if (!answer.safeParse(op.examples.answer).success) found.push(`${key} answer`);
        }
        return found;
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('is served at /api/openapi.json to anyone', async () => {
    const res = await supertest(ctx.app).get('/api/openapi.json').expect(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(apiDocument())));
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('serves the reference page and its scripts from this origin, fonts and styles too', async () => {
    const page = await supertest(ctx.app).get('/api/docs').expect(200);
    expect(page.text).toContain('<script src="/api/docs/scalar.js"></script>');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("font-src 'self' data:");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('https:');
    const renderer = await supertest(ctx.app).get('/api/docs/scalar.js').expect(200);
    expect(renderer.headers['content-type']).toMatch(/javascript/);
    const start = await supertest(ctx.app).get('/api/docs/start.js').expect(200);
    expect(start.text).toContain("url: '/api/openapi.json'");
    expect(start.text).toContain('withDefaultFonts: false');
  });
});
