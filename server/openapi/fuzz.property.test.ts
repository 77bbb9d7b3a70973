// A property-based contract check of the running app, driven by the OpenAPI document alone:
// fast-check draws an operation and a request from its parameter and body schemas (well-formed
// ones mostly, so requests reach the handlers, with real ids of the test's rows mixed in), sends
// it as a manager, an employee or nobody, and every answer must be a status the document lists
// for that operation, with a body its schema accepts, and never a 5xx. Seeded and short so
// `npm test` stays fast and a failure replays; OPENAPI_FUZZ_RUNS=5000 (and OPENAPI_FUZZ_SEED)
// searches longer, and OPENAPI_FUZZ_REPORT=1 prints what was tried and what came back.
import fc from 'fast-check';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createShift, createUser } from '../test/factories';
import { answerProblems } from '../test/openapi-answers';
import { signedInEmployee, signedInManager } from '../test/shifts';
import { apiDocument } from './document';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary';

const ctx = useTestApp();
const SEED = Number(process.env.OPENAPI_FUZZ_SEED) || 36;
const RUNS = Number(process.env.OPENAPI_FUZZ_RUNS) || 200;
// About 100 ms a request on a busy two-core machine, with room to spare.
const TIMEOUT_MS = 60_000 + RUNS * 200;

type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema: JsonSchema; example?: unknown }>;
  };
};
type Drawn = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
};

/**
 * Not drawn: signing out would end the session the rest of the run uses, and the reference
 * page's files take no input.
 */
const SKIPPED = new Set([
  'POST /api/logout',
  // The live stream never ends: a drawn request it takes would hold the run until the timeout.
  // Its own tests prove its answers (the gate cases mark it endless too).
  'GET /api/events',
  'GET /api/docs',
  'GET /api/docs/scalar.js',
  'GET /api/docs/start.js',
]);

const document = apiDocument();
const resolve = (ref: string): JsonSchema => {
  const name = ref.replace('#/components/schemas/', '');
  return (document.components?.schemas?.[name] ?? {}) as JsonSchema;
};

/** A value for a field named like an id: one of the test's rows most of the time. */
const withKnownIds = (ids: number[], name: string, drawn: fc.Arbitrary<unknown>) =>
  /id$/i.test(name) && ids.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, drawn)
    : drawn;

function requestArbitrary(ids: number[]): fc.Arbitrary<Drawn> {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      .map(([verb, op]) => ({ method: verb.toUpperCase(), path, op }))
      .filter(({ method, path }) => !SKIPPED.has(`${method} ${path}`)),
  );
  return fc.constantFrom(...operations).chain(({ method, path, op }) => {
    const parameters = op.parameters ?? [];
    const drawnParams = (place: Parameter['in']) => {
      const own = parameters.filter((p) => p.in === place);
      const record = Object.fromEntries(
        own.map((p) => [
          p.name,
          withKnownIds(ids, p.name, schemaArbitrary(p.schema, resolve, p.name)),
        ]),
      );
      const requiredKeys = own.filter((p) => p.required).map((p) => p.name);
      return fc.record(record, { requiredKeys });
    };
    const media = op.requestBody?.content['application/json'];
    const body = media
      ? bodyArbitrary(media.schema, media.example).map((value) => replaceIds(value, ids))
      : fc.constant(undefined);
    return fc.record({
      method: fc.constant(method),
      path: fc.constant(path),
      params: drawnParams('path'),
      query: drawnParams('query'),
      body: fc.oneof({ weight: 9, arbitrary: body }, fc.jsonValue({ maxDepth: 2 })),
    });
  });
}

/**
 * A body from its schema; where the document gives an example, also that example (so writes
 * that need a coherent body get past the gate and answer their success) and the example with one
 * field drawn from its schema instead.
 */
function bodyArbitrary(schema: JsonSchema, example: unknown): fc.Arbitrary<unknown> {
  const drawn = schemaArbitrary(schema, resolve);
  if (!example || typeof example !== 'object' || Array.isArray(example)) return drawn;
  const properties = (schema.$ref ? resolve(schema.$ref) : schema).properties ?? {};
  const fields = Object.keys(properties);
  const oneFieldDrawn = fields.length
    ? fc.constantFrom(...fields).chain((key) =>
        schemaArbitrary(properties[key]!, resolve, key).map((value) => ({
          ...example,
          [key]: value,
        })),
      )
    : fc.constant(example);
  return fc.oneof(fc.constant(example), oneFieldDrawn, drawn);
}

/** Numbers under keys named like ids become the test's rows' ids (deterministically). */
function replaceIds(value: unknown, ids: number[]): unknown {
  if (Array.isArray(value)) return value.map((v) => replaceIds(v, ids));
  if (!value || typeof value !== 'object' || !ids.length) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      /ids?$/i.test(key) && typeof v === 'number'
        ? ids[Math.abs(v) % ids.length]
        : replaceIds(v, ids),
    ]),
  );
}

function send(agent: supertest.Agent | ReturnType<typeof supertest>, drawn: Drawn) {
  const url = drawn.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(drawn.params[name])),
  );
  const query = Object.fromEntries(
    Object.entries(drawn.query).map(([key, value]) => [key, String(value)]),
  );
  const method = drawn.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const request = agent[method](url).query(query);
  if (drawn.method === 'GET' || drawn.body === undefined) return request;
  // As text: any JSON value, a bare number or string too, goes out as it is.
  return request.set('Content-Type', 'application/json').send(JSON.stringify(drawn.body));
}

describe('the running app against its OpenAPI document', () => {
  const tally = new Map<string, Map<number, number>>();
  let callers: { name: string; agent: supertest.Agent | ReturnType<typeof supertest> }[] = [];
  let ids: number[] = [];

  beforeAll(async () => {
    const manager = await signedInManager(ctx);
    const employee = await signedInEmployee(ctx);
    const colleague = await createUser(ctx.db);
    const shift = await createShift(ctx.db, {
      date: '2030-01-08',
      employeeIds: [employee.employee.id, colleague.id],
    });
    ids = [manager.manager.id, employee.employee.id, colleague.id, shift.id];
    callers = [
      { name: 'manager', agent: manager.agent },
      { name: 'employee', agent: employee.agent },
      { name: 'anonymous', agent: supertest(ctx.app) },
    ];
  });

  it(
    'answers every drawn request with a documented status and body, never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(0, 0, 0, 1, 1, 2),
          requestArbitrary(ids),
          async (who, drawn) => {
            const res = await send(callers[who]!.agent, drawn);
            const route = `${drawn.method} ${drawn.path}`;
            const counts = tally.get(route) ?? new Map<number, number>();
            counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
            tally.set(route, counts);
            const problems = answerProblems.splice(0);
            expect(problems, `${callers[who]!.name}: ${JSON.stringify(drawn)}`).toEqual([]);
            expect(res.status, `${route}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
      if (process.env.OPENAPI_FUZZ_REPORT) {
        const lines = [...tally]
          .sort()
          .map(
            ([route, counts]) =>
              `${route}: ${[...counts].map(([status, n]) => `${status}×${n}`).join(' ')}`,
          );
        console.log(`Tried ${RUNS} requests over ${tally.size} operations:\n${lines.join('\n')}`);
      }
    },
    TIMEOUT_MS,
  );
});
