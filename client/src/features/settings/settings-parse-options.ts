// An emptied number input reaches the schema as NaN, which zod reports as "expected number,
// received NaN": say it in words instead. The shared schemas' own messages take precedence.
import type { z } from 'zod';

const numberError: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.expected === 'number' ? 'Enter a number' : undefined;

export const SETTINGS_PARSE_OPTIONS = { error: numberError };
