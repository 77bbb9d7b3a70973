// Property tests of the input gate through the real app, over every route the router mounts:
// a body with one field of the wrong kind (or no object at all), a query string with one value
// spoiled, a path with one malformed parameter, and U+0000 in any query, are each answered 400
// with `{message, errors}`, never 5xx, and change no row. Seeded and short, so `npm test` stays
// fast and a failure replays.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { useTestApp } from '../test/app';
import { mountedApiRoutes, type MountedRoute } from '../test/api-routes';
import { fillPath, gateCases, type GateCase } from '../test/gate-cases';

const ctx = useTestApp();
const SEED = 14;
// GATE_PROPERTY_RUNS=1000 runs a long search locally; CI keeps the short seeded run.
const RUNS_PER_ROUTE = Number(process.env.GATE_PROPERTY_RUNS) || 10;

/** A fingerprint of every row the app keeps, except sessions and rate-limit counters. */
async function snapshot(): Promise<string> {
  const tables = await ctx.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('session', 'rate_limit_hits')
    order by table_name`);
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
  );
  const sums = await ctx.db.execute(sql.join(parts, sql` union all `));
  return JSON.stringify(sums.rows);
}

const notDigits = fc.string({ maxLength: 20 }).filter((s) => !/^\d+$/.test(s));
const overlong = fc
  .integer({ min: TEXT_LIMITS.note + 1, max: TEXT_LIMITS.note + 3000 })
  .map((n) => 'x'.repeat(n));
const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`);
const composite = fc.oneof(
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 3 }),
);

/** A value of the wrong kind for a body field whose valid value is `valid`. */
function wrongFor(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'number') return fc.oneof(fc.boolean(), notDigits, composite);
  if (typeof valid === 'boolean') return fc.oneof(fc.integer(), fc.string(), composite);
  if (typeof valid === 'string')
    return fc.oneof(withNul, overlong, fc.integer(), fc.boolean(), composite);
  if (Array.isArray(valid))
    return fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant({}));
  return fc.oneof(fc.integer(), withNul, fc.boolean());
}

/** A malformed body: one field of the wrong kind (null where null means nothing), or no object. */
function malformedBody(valid: Record<string, unknown>, nullable: string[] = []) {
  const oneField = fc.constantFrom(...Object.keys(valid)).chain((key) => {
    const wrong = nullable.includes(key)
      ? wrongFor(valid[key])
      : fc.oneof(wrongFor(valid[key]), fc.constant(null));
    return wrong.map((value) => ({ ...valid, [key]: value }));
  });
  const notAnObject = fc.oneof(
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.constant(JSON.parse('[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]')),
  );
  return fc.oneof({ weight: 5, arbitrary: oneField }, { weight: 1, arbitrary: notAnObject });
}

/**
 * A query string value nothing accepts: text with U+0000, text past every limit, text starting
 * with '~' (no date, time, number, id or choice does), empty, or the key given twice.
 */
function malformedQuery(valid: Record<string, string>) {
  const wrong = fc.oneof(
    withNul,
    overlong,
    fc.string({ maxLength: 10 }).map((s) => `~${s}`),
    fc.constant(''),
  );
  return fc.constantFrom(...Object.keys(valid)).chain((key) =>
    fc.oneof(
      wrong.map((value) => new URLSearchParams({ ...valid, [key]: value }).toString()),
      fc.constant(`${new URLSearchParams(valid).toString()}&${key}=${valid[key]}`),
    ),
  );
}

const malformedIds = fc.constantFrom(
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '%201',
  '2147483648',
  '99999999999999999999',
);
const malformedDates = fc.constantFrom('2024-02-30', '2030-13-01', '%EF%BC%92030-01-07', 'today');
const malformedTokens = fc
  .integer({ min: TEXT_LIMITS.token + 1, max: TEXT_LIMITS.token * 2 })
  .map((n) => 'x'.repeat(n));

/** A path segment nothing accepts where `valid` is: by its shape, an id, a date or a token. */
function malformedParam(valid: string) {
  if (/^\d+$/.test(valid)) return malformedIds;
  if (/^\d{4}-\d\d-\d\d$/.test(valid)) return malformedDates;
  return malformedTokens;
}

function malformedPath(path: string, params: Record<string, string>) {
  return fc
    .constantFrom(...Object.keys(params))
    .chain((name) =>
      malformedParam(params[name]!).map((value) => fillPath(path, { ...params, [name]: value })),
    );
}

describe('the input gate on every route', () => {
  let routes: MountedRoute[] = [];
  let cases: Record<string, GateCase> = {};
  let agent: Awaited<ReturnType<typeof gateCases>>['agent'];

  beforeAll(async () => {
    routes = mountedApiRoutes(ctx.app);
    ({ agent, cases } = await gateCases(ctx));
  });

  const caller = async (gate: GateCase) => {
    if (!gate.anonymous) return agent;
    // Public routes count attempts per address; every run here comes from one.
    await ctx.db.execute(sql`delete from rate_limit_hits`);
    return supertest(ctx.app);
  };

  async function expectRefused(
    key: string,
    send: (client: Awaited<ReturnType<typeof caller>>) => Promise<supertest.Response>,
    where: string,
    status = 400,
  ) {
    const res = await send(await caller(cases[key]!));
    const said = `${where} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    expect(res.status, said).toBe(status);
    expect(res.body, said).toMatchObject(
      status === 400
        ? { message: expect.any(String), errors: expect.any(Array) }
        : { message: expect.any(String) },
    );
  }

  /** Runs `check` and fails, naming `where`, if any row changed meanwhile. */
  async function unchanged(where: string, check: () => Promise<void>) {
    const before = await snapshot();
    await check();
    expect(await snapshot(), `rows changed by ${where}`).toBe(before);
  }

  const request = (client: Awaited<ReturnType<typeof caller>>, route: MountedRoute, url: string) =>
    client[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);

  it('knows a valid request for every mounted route, and no route that is gone', () => {
    expect(routes.length).toBeGreaterThan(80);
    const mounted = routes.map((route) => route.key);
    expect(
      mounted.filter((key) => !cases[key]),
      'routes without a case',
    ).toEqual([]);
    expect(
      Object.keys(cases).filter((key) => !mounted.includes(key)),
      'cases of no route',
    ).toEqual([]);
  });

  it('refuses U+0000 in the query of every route before anything else', async () => {
    const before = await snapshot();
    for (const route of routes) {
      const gate = cases[route.key]!;
      const url = `${fillPath(route.path, gate.params)}?x=a%00b`;
      const res = await request(await caller(gate), route, url);
      expect(res.status, `${route.key} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers a malformed body 400 with field errors and changes nothing', async () => {
    for (const route of routes) {
      const { body, nullable, params } = cases[route.key]!;
      if (!body) continue;
      const url = fillPath(route.path, params);
      await fc.assert(
        fc.asyncProperty(malformedBody(body, nullable), async (bad) => {
          const where = `${route.key} ${JSON.stringify(bad).slice(0, 200)}`;
          await unchanged(where, () =>
            expectRefused(
              route.key,
              (client) => request(client, route, url).send(bad as object),
              where,
            ),
          );
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 300_000);

  it('answers a malformed query string 400 with field errors and changes nothing', async () => {
    for (const route of routes) {
      const { query, params, body } = cases[route.key]!;
      if (!query) continue;
      const path = fillPath(route.path, params);
      // Reads, mostly: one look at the rows per route keeps the run short.
      await unchanged(route.key, () =>
        fc.assert(
          fc.asyncProperty(malformedQuery(query), async (search) => {
            const url = `${path}?${search}`;
            await expectRefused(
              route.key,
              (client) => request(client, route, url).send(body ?? undefined),
              `${route.key} ?${search.slice(0, 200)}`,
            );
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE },
        ),
      );
    }
  }, 300_000);

  it('answers a malformed path parameter 400 with field errors and changes nothing', async () => {
    for (const route of routes) {
      const { params, query, body, malformedParamStatus } = cases[route.key]!;
      if (!params) continue;
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      await unchanged(route.key, () =>
        fc.assert(
          fc.asyncProperty(malformedPath(route.path, params), async (path) => {
            await expectRefused(
              route.key,
              (client) => request(client, route, `${path}${search}`).send(body ?? undefined),
              `${route.key} ${path.slice(0, 200)}`,
              malformedParamStatus,
            );
          }),
          { seed: SEED, numRuns: Math.min(RUNS_PER_ROUTE, 8) },
        ),
      );
    }
  }, 300_000);

  // Last: a null the schema takes may succeed and change rows, which the properties above forbid.
  it('takes null exactly in the body fields the cases name as nullable', async () => {
    for (const route of routes) {
      const gate = cases[route.key]!;
      if (!gate.body) continue;
      const url = fillPath(route.path, gate.params);
      for (const field of Object.keys(gate.body)) {
        const res = await request(await caller(gate), route, url).send({
          ...gate.body,
          [field]: null,
        });
        const where = `${route.key} ${field}: null -> ${res.status} ${JSON.stringify(res.body)}`;
        const errors = (res.body.errors ?? []) as { path: string }[];
        const refusedField = errors.some((error) => error.path === field);
        if (gate.nullable?.includes(field)) {
          expect(res.status, where).toBeLessThan(500);
          expect(refusedField, where).toBe(false);
        } else {
          expect(res.status, where).toBe(400);
          expect(refusedField, where).toBe(true);
        }
      }
    }
  }, 120_000);
});
