// fast-check arbitraries from the document's JSON Schemas: values of the described shape, with
// the document's patterns, bounds, enums and required fields. A field named like a date or a
// time gets real ones most of the time, so requests get past the gate and into the handlers
// (the shared schemas check dates by parsing, which JSON Schema cannot say).
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

type Resolve = (ref: string) => JsonSchema;

const dates = fc
  .integer({ min: 0, max: 60 })
  .map((day) => new Date(Date.UTC(2030, 0, 1 + day)).toISOString().slice(0, 10));
const times = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const bounded = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 12, 40),
  });
  if (/date|week|^start$|^end$/i.test(name))
    return fc.oneof({ weight: 4, arbitrary: dates }, bounded);
  if (/time/i.test(name)) return fc.oneof({ weight: 4, arbitrary: times }, bounded);
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), bounded);
  if (schema.format === 'email' || /email/i.test(name)) {
    return fc.oneof(fc.emailAddress(), bounded);
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? Infinity));
    } catch {
      return bounded;
    }
  }
  return bounded;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1000, -1e9);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1000, 1e9);
  // Ids and counts are small in practice: mostly small numbers, sometimes the edges.
  const small = fc.integer({ min: Math.max(min, 0), max: Math.min(max, 50) });
  const any = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return min <= max ? fc.oneof({ weight: 3, arbitrary: small }, any) : any;
}

/** Values that `schema` describes; `name` is the field's name, for dates and times. */
export function schemaArbitrary(
  schema: JsonSchema,
  resolve: Resolve,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return schemaArbitrary(resolve(schema.$ref), resolve, name, depth);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => schemaArbitrary(s, resolve, name, depth)));
  if (schema.allOf?.[0]) return schemaArbitrary(schema.allOf[0], resolve, name, depth);
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...schema.type.map((type) => schemaArbitrary({ ...schema, type }, resolve, name, depth)),
    );
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ?? {};
      return fc.array(schemaArbitrary(items, resolve, name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          schemaArbitrary(value, resolve, key, depth + 1),
        ]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
