// The error answers as the document shows them. The error middleware sends `{message}` plus
// whatever the AppError carries; these name, per status, which of those fields come.
import { z } from 'zod';
import { fieldErrorResponse, timeOffConflictsResponse } from '@shared/validators/errors-responses';

export const messageError = z
  .object({ message: z.string().meta({ description: 'A sentence to show the person.' }) })
  .meta({ id: 'Error' });

export const validationError = z
  .object({
    message: z.string().meta({ description: 'The first problem, as "path: message".' }),
    errors: z.array(fieldErrorResponse).meta({ description: 'Every problem, by field.' }),
  })
  .meta({ id: 'ValidationError' });

/** A 503: the database is away or full; `requestId` finds the request in the log. */
export const unavailableError = z
  .object({
    message: z.string().meta({ description: 'A sentence to show the person.' }),
    requestId: z.string().optional().meta({
      description: 'The id of this request in the server log, when the database is away.',
    }),
  })
  .meta({ id: 'Unavailable' });

const suggestion = z.string().meta({ description: 'What the caller can send to go ahead.' });

/** A 409: the reason, sometimes what to send to go ahead anyway, or the field it is about. */
export const conflictBody = z.object({
  message: z.string(),
  suggestion: suggestion.optional(),
  errors: z.array(fieldErrorResponse).optional(),
});

/** A 409 whose body also lists what stands in the way. */
export const conflictListError = (conflicts: z.ZodType) =>
  conflictBody.extend({ conflicts: z.array(conflicts).optional() });

/** Time off that would overlap the person's shifts: 400 with the shifts and what to do. */
export const timeOffConflictError = z.object({
  message: z.string(),
  conflicts: timeOffConflictsResponse,
  suggestion: z.string(),
});

/** The default sentences of the statuses every route of a kind can answer. */
export const STANDARD_ERRORS = {
  400: {
    when:
      'Bad input: a path, query or body value the shared schema refuses, or malformed JSON ' +
      '(with `errors`, one per field); or a request the rules refuse (`message` only).',
    example: {
      message: 'date: Dates must be real dates in YYYY-MM-DD format',
      errors: [{ path: 'date', message: 'Dates must be real dates in YYYY-MM-DD format' }],
    },
  },
  401: { when: 'Not signed in.', example: { message: 'Not signed in' } },
  403: {
    when: 'Signed in, but not allowed (managers only).',
    example: { message: 'You do not have permission to do that' },
  },
  404: { when: 'Not found, or not visible to the caller.', example: { message: 'Not found' } },
  409: { when: 'Conflicts with the current state.', example: { message: 'Already decided' } },
  413: {
    when: 'The JSON body is larger than 100 kB.',
    example: { message: 'request entity too large' },
  },
  415: {
    when: 'A body that is not JSON.',
    example: { message: 'Request body must be JSON (Content-Type: application/json)' },
  },
  429: {
    when: 'Rate limited: too many attempts in 15 minutes.',
    example: { message: 'Too many attempts. Please wait a few minutes and try again.' },
  },
  503: {
    when: 'The database is unreachable or out of space: nothing was changed. Sent with `Retry-After` (seconds); try again then.',
    example: {
      message:
        'The database is unreachable right now. Nothing was changed; please try again in a moment.',
      requestId: '5f0c2a1e-3b4d-4e6f-8a9b-0c1d2e3f4a5b',
    },
  },
} as const;
