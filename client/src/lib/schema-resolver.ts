// A react-hook-form resolver that checks the form's values, translated to the request's fields,
// with the shared schema the server parses that request with, so a form accepts what the API
// accepts and speaks the same messages.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown,
  /** Request field -> the form control that shows its error, where their names differ. */
  formField: Record<string, string> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = String(issue.path[0] ?? 'root');
      errors[formField[path] ?? path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The distinct messages of a failed check, in field order. */
export const errorMessages = (errors: FieldErrors) => [
  ...new Set(
    Object.values(errors)
      .map((error) => error?.message)
      .filter((message): message is string => typeof message === 'string'),
  ),
];
