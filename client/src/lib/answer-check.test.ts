// The quick check may only ever say yes where the schema's own parse succeeds and gives back the
// same data: tried on every generated answer schema with arbitrary JSON, and on a manager's shift
// list with one value spoiled, removed or added anywhere in it. Seeded, so a failure replays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as drafts from '@shared/validators/generated/drafts';
import * as employees from '@shared/validators/generated/employees-responses';
import * as invitations from '@shared/validators/generated/invitations-responses';
import * as notifications from '@shared/validators/generated/notifications-responses';
import * as reports from '@shared/validators/generated/reports';
import * as settings from '@shared/validators/generated/settings-responses';
import * as sharing from '@shared/validators/generated/sharing';
import * as shifts from '@shared/validators/generated/shifts-responses';
import * as swaps from '@shared/validators/generated/swaps-responses';
import * as timeOff from '@shared/validators/generated/time-off-responses';
import * as unavailability from '@shared/validators/generated/unavailability-responses';
import * as users from '@shared/validators/generated/users';
import * as wire from '@shared/validators/generated/wire';
import { testShift } from '@/test/utils';
import { passesAsIs } from './answer-check';

const SEED = 7;

const schemas = Object.entries({
  ...drafts,
  ...employees,
  ...invitations,
  ...notifications,
  ...reports,
  ...settings,
  ...sharing,
  ...shifts,
  ...swaps,
  ...timeOff,
  ...unavailability,
  ...users,
  ...wire,
}).flatMap(([name, value]): [string, z.ZodMiniType][] =>
  value instanceof z.ZodMiniType ? [[name, value as z.ZodMiniType]] : [],
);

/** Fails unless a yes from the quick check is a parse that succeeds with the same data. */
function expectAgreement(schema: z.ZodMiniType, value: unknown) {
  if (!passesAsIs(schema, value)) return;
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(true);
  expect(parsed.data).toStrictEqual(value);
}

const person = (id: number) => ({
  id,
  firstName: `P${id}`,
  lastName: null,
  email: `p${id}@x.test`,
});
const assignment = (id: number, shiftId: number) => ({
  id,
  shiftId,
  employeeId: id,
  stationNumber: 1,
  published: false,
});
const monthAnswer = () => [
  testShift(1, 'Early', { assignments: [assignment(5, 1)], assignedEmployees: [person(5)] }),
  testShift(2, 'Late', { notes: 'Keys', isMine: false, coworkers: [], warnings: ['Short'] }),
];

type Path = (string | number)[];

/** Every place in `value` a value sits, the whole value first. */
function paths(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [at];
  const keys = Array.isArray(value) ? value.keys() : Object.keys(value);
  return [at, ...[...keys].flatMap((key) => paths((value as never)[key], [...at, key]))];
}

type Change =
  { kind: 'replace'; with: unknown } | { kind: 'remove' } | { kind: 'add'; key: string };

/** A copy of `value` with one `change` at `path`. */
function changed(value: unknown, path: Path, change: Change): unknown {
  const copy: unknown = structuredClone(value);
  if (path.length === 0) return change.kind === 'replace' ? change.with : copy;
  const parent = path.slice(0, -1).reduce<never>((node, key) => node[key], copy as never) as
    Record<string | number, unknown> | unknown[];
  const key = path.at(-1)!;
  if (change.kind === 'replace') (parent as Record<string | number, unknown>)[key] = change.with;
  else if (change.kind === 'remove')
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  else if (!Array.isArray(parent)) parent[change.key] = 'extra';
  return copy;
}

describe('passesAsIs', () => {
  it('knows every generated answer schema', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it('lets a well-formed month through, which the schema would give back unchanged', () => {
    const answer = monthAnswer();
    expect(passesAsIs(shifts.shiftListResponse, answer)).toBe(true);
    expect(shifts.shiftListResponse.parse(answer)).toStrictEqual(answer);
  });

  it('leaves a wrong answer, and one with a key the schema drops, to the schema', () => {
    const [first, second] = monthAnswer();
    const wrong = [
      [{ ...first, id: '1' }, second],
      [{ ...first, assignedEmployees: [{ ...person(5), firstName: 5 }] }, second],
      [first, { ...second, published: undefined }],
      { ...first },
      null,
    ];
    for (const answer of wrong) expect(passesAsIs(shifts.shiftListResponse, answer)).toBe(false);
    expect(passesAsIs(shifts.shiftListResponse, [{ ...first, unlisted: 1 }])).toBe(false);
  });

  it('never says yes where the parse fails or changes the data, for any JSON', () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.jsonValue(), ([, schema], value) =>
        expectAgreement(schema, value),
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('agrees with the parse on a month with one thing changed anywhere in it', () => {
    const answer = monthAnswer();
    const change: fc.Arbitrary<Change> = fc.oneof(
      fc.record({ kind: fc.constant('replace' as const), with: fc.jsonValue() }),
      fc.record({ kind: fc.constant('remove' as const) }),
      fc.record({ kind: fc.constant('add' as const), key: fc.string() }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...paths(answer)), change, (path, what) => {
        expectAgreement(shifts.shiftListResponse, changed(answer, path, what));
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('leaves schemas with refinements or transforms to their own parse', () => {
    expect(passesAsIs(z.string().check(z.minLength(3)), 'ab')).toBe(false);
    expect(passesAsIs(z.string().check(z.minLength(3)), 'abc')).toBe(false);
    expect(passesAsIs(z.pipe(z.string(), z.transform(Number)), '1')).toBe(false);
  });
});
