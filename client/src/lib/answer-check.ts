// A quick first look at an answer before its response schema parses it. Zod walks the schema for
// every value and builds a fresh copy as it goes: for a busy month (2,200 shifts, some 60,000
// values) that took longer than drawing the month. Here a schema is turned once into plain
// checks, which say whether the schema's own parse would succeed and hand back the very same
// data. Only a clear yes skips the parse; anything else (a wrong type, a missing field, a key the
// schema would drop, a schema with refinements or transforms these checks do not know) goes to
// the schema's parse, so a wrong answer fails exactly as before, its fields named.
import type { z } from 'zod/mini';

/** The parts of a zod schema's definition these checks read (classic zod and zod/mini share it). */
interface Definition {
  type: string;
  checks?: unknown[];
  coerce?: boolean;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}

interface Schema {
  _zod: { def: Definition };
}

/**
 * Whether a value is one the schema accepts. `dropped` is set when an object holds a key its
 * schema does not list: the schema would accept it but leave the key out, so the value is not
 * what the parse would return.
 */
type Check = (value: unknown, seen: { dropped: boolean }) => boolean;

/** zod's own list of an enum's values: a TypeScript enum's reverse (number to name) keys left out. */
function enumValues(entries: Record<string, unknown>) {
  const numbers = Object.values(entries).filter((value) => typeof value === 'number');
  return Object.entries(entries)
    .filter(([key]) => !numbers.includes(Number(key)))
    .map(([, value]) => value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `check` for an object's fields; unlisted keys are accepted (as zod does) but noted. */
function objectCheck(shape: Record<string, Schema>): Check | null {
  const fields: [string, Check][] = [];
  for (const [key, field] of Object.entries(shape)) {
    const check = compile(field);
    if (!check) return null;
    fields.push([key, check]);
  }
  const listed = new Set(Object.keys(shape));
  return (value, seen) => {
    if (!isObject(value)) return false;
    for (const [key, check] of fields) if (!check(value[key], seen)) return false;
    if (!seen.dropped) for (const key in value) if (!listed.has(key)) seen.dropped = true;
    return true;
  };
}

const checks = new WeakMap<object, Check | null>();

/** The checks for `schema`, or null when it uses anything beyond plain JSON shapes. */
function compile(schema: Schema): Check | null {
  if (checks.has(schema)) return checks.get(schema)!;
  // A schema that refers to itself is not followed: it is left to its own parse.
  checks.set(schema, null);
  const check = build(schema._zod.def);
  checks.set(schema, check);
  return check;
}

function build(def: Definition): Check | null {
  // Refinements (lengths, patterns, formats) and coercion: the schema's parse knows them.
  if (def.checks?.length || def.coerce) return null;
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'literal': {
      const values = new Set(def.values);
      return (value) => values.has(value);
    }
    case 'enum': {
      const values = new Set(enumValues(def.entries!));
      return (value) => values.has(value);
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return inner && ((value, seen) => value === null || inner(value, seen));
    }
    case 'optional': {
      // An absent field reads as undefined, which an optional field allows and leaves absent.
      const inner = compile(def.innerType!);
      return inner && ((value, seen) => value === undefined || inner(value, seen));
    }
    case 'array': {
      const element = compile(def.element!);
      return (
        element &&
        ((value, seen) => {
          if (!Array.isArray(value)) return false;
          for (const item of value) if (!element(item, seen)) return false;
          return true;
        })
      );
    }
    case 'object':
      // A catch-all (strict or loose objects) changes what becomes of unlisted keys.
      return def.catchall ? null : objectCheck(def.shape!);
    case 'union': {
      // zod answers with the first option that accepts the value.
      const options = def.options!.map(compile);
      if (options.some((option) => !option)) return null;
      return (value, seen) => (options as Check[]).some((option) => option(value, seen));
    }
    default:
      return null;
  }
}

/**
 * True when `schema`'s parse of `value` would succeed and give back `value` itself, so the parse
 * can be skipped; false when only the parse can tell (including every answer that is wrong).
 */
export function passesAsIs(schema: z.core.$ZodType, value: unknown): boolean {
  const check = compile(schema as unknown as Schema);
  if (!check) return false;
  const seen = { dropped: false };
  return check(value, seen) && !seen.dropped;
}
