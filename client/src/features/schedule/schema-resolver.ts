// A react-hook-form resolver that checks the form's values, translated to the API's fields, with
// the shared schema the server uses, so both sides speak the same messages.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ShiftFormValues } from './shift-form-values';

/** API field -> the form control that shows its error. */
const FORM_FIELD: Record<string, keyof ShiftFormValues> = { duration: 'durationHours' };

export function schemaResolver<Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: ShiftFormValues) => unknown,
): Resolver<ShiftFormValues, unknown, z.output<Schema>> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ShiftFormValues> = {};
    for (const issue of result.error.issues) {
      const path = String(issue.path[0] ?? 'root');
      const field = (FORM_FIELD[path] ?? path) as keyof ShiftFormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The distinct messages of a failed check, in field order. */
export const errorMessages = (errors: FieldErrors<ShiftFormValues>) => [
  ...new Set(
    Object.values(errors)
      .map((error) => error?.message)
      .filter((message): message is string => typeof message === 'string'),
  ),
];
