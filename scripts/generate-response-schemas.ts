// npm run generate:responses: writes shared/validators/generated/, the response schemas the
// client parses answers with. The schemas in shared/validators/*-responses.ts are derived from
// the Drizzle tables, so importing them pulls Drizzle (about 65 kB gzip) into the browser; the
// hand-written answers need no Drizzle but are classic zod, about 22 kB gzip more on a first load
// than zod/mini. This walks each answer schema once, in Node, and writes the same shape in
// zod/mini. Each file also asserts at the type level that its output types equal the source's,
// and a test fails when a committed file differs from what this writes, so the copy cannot drift
// from the tables or the hand-written schemas.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { z } from 'zod';
import { timestampSchema } from '../shared/validators/wire';

const VALIDATORS = path.resolve(import.meta.dirname, '../shared/validators');
export const GENERATED_DIR = path.join(VALIDATORS, 'generated');

// In dependency order: a module may reuse a schema of a module before it.
const MODULES = [
  'users',
  'positions-responses',
  'locations-responses',
  'shifts-responses',
  'settings-responses',
  'employees-responses',
  'invitations-responses',
  'notifications-responses',
  'swaps-responses',
  'time-off-responses',
  'errors-responses',
  'unavailability-responses',
  'preferences-responses',
  'wire',
  'sharing',
  'reports',
  'drafts',
  'auto-schedule-responses',
  'signup-responses',
  'push-responses',
  'notification-preferences-responses',
  'api-tokens',
  'webhooks',
  'open-shifts-responses',
  'clock-responses',
  'timesheets-responses',
];

/** Answer schemas whose names do not end in `Response`, the mark the others carry. */
const OTHER_ANSWERS = new Set(['hoursReportSchema', 'myHoursSchema']);

interface Named {
  module: string;
  name: string;
}

type Schema = z.core.$ZodType;

/** The zod source of one schema; `reuse` names a schema already written out. */
function source(schema: Schema, reuse: (schema: Schema) => string | undefined): string {
  const named = reuse(schema);
  if (named) return named;
  // JSON carries a moment as its ISO string; the Date the server may pass never arrives.
  if (schema === timestampSchema) return 'z.string()';
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string) => source(def[key] as Schema, reuse);
  // Limits (integer ranges, lengths) are left out: the database enforced them when it stored the
  // value, and the client parses for shape and type.
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return `z.${def.type}()`;
    case 'literal': {
      const values = def.values as unknown[];
      return `z.literal(${JSON.stringify(values.length === 1 ? values[0] : values)})`;
    }
    case 'enum':
      return `z.enum(${JSON.stringify(Object.values(def.entries as object))})`;
    case 'nullable':
    case 'optional':
      return `z.${def.type}(${inner('innerType')})`;
    case 'nonoptional': {
      const wrapped = def.innerType as Schema;
      return wrapped._zod.def.type === 'optional'
        ? source((wrapped._zod.def as z.core.$ZodOptionalDef).innerType, reuse)
        : `z.nonoptional(${inner('innerType')})`;
    }
    // A string checked twice (a date: not empty, then ISO) reads as its last check's type; a
    // transform has no JSON form, so the default refuses it.
    case 'pipe':
      return inner('out');
    case 'array':
      return `z.array(${inner('element')})`;
    case 'union':
      return `z.union([${(def.options as Schema[]).map((o) => source(o, reuse)).join(', ')}])`;
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, Schema>).map(
        ([key, field]) => `${JSON.stringify(key)}: ${source(field, reuse)}`,
      );
      return `z.object({ ${fields.join(', ')} })`;
    }
    default:
      throw new Error(`No JSON form for a ${def.type} schema: a response must not carry one`);
  }
}

/** Each generated file's path and formatted text. */
export async function generateResponseSchemas(): Promise<Map<string, string>> {
  const names = new Map<Schema, Named>();
  const files = new Map<string, string>();
  const prettierOptions = await prettier.resolveConfig(path.join(GENERATED_DIR, 'x.ts'));
  for (const module of MODULES) {
    const exports = (await import(
      pathToFileURL(path.join(VALIDATORS, `${module}.ts`)).href
    )) as Record<string, unknown>;
    const imports = new Map<string, Set<string>>();
    const declarations: string[] = [];
    const declared = new Set<string>();
    // By name: module namespaces list exports in different orders under Node and under vitest.
    const schemas = Object.entries(exports)
      .filter(
        (entry): entry is [string, z.ZodType] =>
          entry[1] instanceof z.ZodType &&
          (entry[0].endsWith('Response') || OTHER_ANSWERS.has(entry[0])),
      )
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name, schema] of schemas) names.set(schema, { module, name });
    // A schema is written out before the first one that reuses it.
    const declare = (name: string, schema: Schema) => {
      if (declared.has(name)) return;
      declared.add(name);
      const own = (inner: Schema) => (inner === schema ? undefined : reuse(inner));
      declarations.push(`export const ${name} = ${source(schema, own)};`);
    };
    const reuse = (schema: Schema): string | undefined => {
      const named = names.get(schema);
      if (!named) return undefined;
      if (named.module === module) declare(named.name, schema);
      else imports.set(named.module, (imports.get(named.module) ?? new Set()).add(named.name));
      return named.name;
    };
    for (const [name, schema] of schemas) declare(name, schema);
    const checks = schemas.map(
      ([name]) => `Same<z.output<typeof ${name}>, z.output<typeof source.${name}>>`,
    );
    const importLines = [...imports].map(
      ([from, used]) => `import { ${[...used].sort().join(', ')} } from './${from}';`,
    );
    const text = [
      `// Generated by \`npm run generate:responses\` from ../${module}.ts: do not edit.`,
      `import { z } from 'zod/mini';`,
      `import type * as source from '../${module}';`,
      `import type { AllTrue, Same } from './same';`,
      ...importLines,
      '',
      ...declarations,
      '',
      '/** Fails type checking when a schema here reads another shape than its source. */',
      `export type MatchesSource = AllTrue<[${checks.join(', ')}]>;`,
      '',
    ].join('\n');
    const file = path.join(GENERATED_DIR, `${module}.ts`);
    files.set(file, await prettier.format(text, { ...prettierOptions, filepath: file }));
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [file, text] of await generateResponseSchemas()) fs.writeFileSync(file, text);
}
