// What JSON carries, as the client reads it. Tables hold moments as Dates, JSON as ISO strings:
// a response schema takes either from the server (its input type) and gives the client a string
// (its output type). Answers with nothing but a sentence share one schema.
// The client's copy is generated/wire.ts (`npm run generate:responses`).
import { z } from 'zod';

/** A moment: the server may hand over a Date, which JSON.stringify turns into its ISO string. */
export const timestampSchema = z.union([
  z.date().transform((date) => date.toISOString()),
  z.string(),
]);

type Timestamp = typeof timestampSchema;
type WireField<F> = F extends z.ZodDate
  ? Timestamp
  : F extends z.ZodNullable<z.ZodDate>
    ? z.ZodNullable<Timestamp>
    : F;
type WireShape<S extends z.core.$ZodShape> = { [K in keyof S]: WireField<S[K]> };

/** A row schema from drizzle-zod with its Date columns read as JSON carries them. */
export function wireRow<S extends z.core.$ZodShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      if (field instanceof z.ZodDate) return [key, timestampSchema];
      if (field instanceof z.ZodNullable && field.unwrap() instanceof z.ZodDate) {
        return [key, timestampSchema.nullable()];
      }
      return [key, field];
    }),
  );
  return z.object(shape as WireShape<S>);
}

/** The answer of an action whose only news is a sentence for the person. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
