// The OpenAPI 3.1 document, built from the features' route tables (each feature's openapi.ts)
// and the shared zod schemas they name: requests render as their schemas' input, answers as
// their output, so the document says what the handlers parse and send.
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { AccessRule } from '../auth/access';
import { ROUTE_SCOPES } from '../auth/token-scopes';
import { idSchema, MAX_ID } from '@shared/validators/ids';
import { isoDateSchema } from '@shared/validators/shifts';
import { timestampSchema } from '@shared/validators/wire';
import {
  conflictBody,
  conflictListError,
  messageError,
  STANDARD_ERRORS,
  unavailableError,
  validationError,
} from './errors';
import { FEATURE_OPERATIONS } from './features';
import type { ApiOperation, FeatureOperations, HttpMethod, SuccessAnswer } from './operation';

export type OpenApiDocument = ReturnType<typeof createDocument>;

/**
 * Shared schemas that read better as what they mean than as their zod steps. A moment leaves
 * the server as an ISO string (the Date it may start as is the server's side, which JSON turns
 * into that string); a date is checked by parsing it, which JSON Schema cannot say; an id is a
 * positive integer (a path carries it as digits).
 */
const RENDERED = new Map<unknown, object>([
  [timestampSchema, { type: 'string', format: 'date-time' }],
  [timestampSchema.options[0], { type: 'string', format: 'date-time' }],
  [isoDateSchema, { type: 'string', format: 'date', example: '2030-01-08' }],
  [idSchema, { type: 'integer', minimum: 1, maximum: MAX_ID, example: 42 }],
]);

const INT32 = 2 ** 31;

/** Column types' bounds (int32, safe integers) are storage detail, not what a reader needs. */
function dropStorageBounds(schema: {
  type?: unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
}) {
  if (schema.type !== 'integer' && schema.type !== 'number') return;
  const int32 = schema.minimum === -INT32 && schema.maximum === INT32 - 1;
  const safe =
    schema.minimum === Number.MIN_SAFE_INTEGER && schema.maximum === Number.MAX_SAFE_INTEGER;
  if (!int32 && !safe) return;
  delete schema.minimum;
  delete schema.maximum;
  if (int32) schema.format = 'int32';
}

const BODY_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** '/api/shifts/:id' as OpenAPI writes it: '/api/shifts/{id}'. */
export const openApiPath = (expressPath: string) =>
  expressPath.replace(/:(\w+)/g, (_, name: string) => `{${name}}`);

/**
 * The credentials a route takes. Signed-in routes take the session cookie; another scheme (an
 * API token) joins here as a second alternative, and its scopes from the route's entry.
 */
/**
 * How a route is called: nothing for public routes; else the session cookie, or an API token
 * whose scopes reach the route's area (from the same table the guards enforce).
 */
function security(access: AccessRule, key: string): Record<string, string[]>[] {
  if (access === 'public') return [];
  const scope = ROUTE_SCOPES[key];
  if (!scope || scope === 'session') return [{ sessionCookie: [] }];
  return [{ sessionCookie: [] }, { bearerToken: [scope.access, `${scope.area}:${scope.access}`] }];
}

const ACCESS_WORDS: Record<AccessRule, string> = {
  public: 'Public: no sign-in needed.',
  user: 'Any signed-in person of the organization.',
  manager: 'Managers only.',
};

function successResponse(answer: SuccessAnswer, example: unknown) {
  if ('redirectTo' in answer) {
    return {
      description: `Redirects to ${answer.redirectTo}.`,
      headers: { Location: { schema: { type: 'string' as const, const: answer.redirectTo } } },
    };
  }
  if ('mediaType' in answer) {
    return {
      description: answer.description,
      content: { [answer.mediaType]: { schema: { type: 'string' as const } } },
    };
  }
  const media = example === undefined ? { schema: answer } : { schema: answer, example };
  return { description: 'OK', content: { 'application/json': media } };
}

const TOKEN_ERRORS = {
  401: 'An `Authorization: Bearer` token that is unknown, expired or revoked.',
  403: 'An API token whose scopes do not reach this route, or any token on a session-only route.',
  429: 'An API token past its requests per minute (`RateLimit` headers say when it resets).',
} as const;

function errorResponse(description: string, schema: z.ZodType, example: unknown) {
  return { description, content: { 'application/json': { schema, example } } };
}

function responses(method: HttpMethod, op: ApiOperation): ZodOpenApiResponsesObject {
  const { errors = {} } = op;
  const out: ZodOpenApiResponsesObject = {
    [String(op.status ?? 200)]:
      op.status === 204
        ? { description: 'Done: no body.' }
        : successResponse(op.answer, op.examples?.answer),
  };
  if (op.repeatAnswersOk) {
    out['200'] = {
      ...successResponse(op.answer, op.examples?.answer),
      description: 'Already done by an earlier request: the same answer, nothing new.',
    };
  }
  if (op.cached) out['304'] = { description: 'Not modified: the If-None-Match ETag still holds.' };
  const standard = STANDARD_ERRORS;
  // Malformed input carries field errors; a well-formed request a rule refuses (deleting
  // oneself, an expired reset link) carries the sentence only.
  const refusals = [validationError, messageError, ...(errors[400] ? [errors[400].body] : [])];
  out['400'] = {
    description: [standard[400].when, errors[400]?.when].filter(Boolean).join(' Or: '),
    content: {
      'application/json': { schema: z.union(refusals), example: standard[400].example },
    },
  };
  // Any route meets a request that carries an API token: a bad one is refused (401), one whose
  // scopes fall short or on a session-only route too (403), and every token is rate-limited (429).
  const signedIn = op.access !== 'public' ? (errors[401] ?? standard[401].when) : errors[401];
  out['401'] = errorResponse(
    [signedIn, TOKEN_ERRORS[401]].filter(Boolean).join(' Or: '),
    messageError,
    standard[401].example,
  );
  const refused = op.access === 'manager' ? (errors[403] ?? standard[403].when) : errors[403];
  out['403'] = errorResponse(
    [refused, TOKEN_ERRORS[403]].filter(Boolean).join(' Or: '),
    messageError,
    standard[403].example,
  );
  if (errors[404]) out['404'] = errorResponse(errors[404], messageError, standard[404].example);
  const conflict = errors[409];
  if (conflict) {
    out['409'] =
      typeof conflict === 'string'
        ? errorResponse(conflict, conflictBody, standard[409].example)
        : errorResponse(
            conflict.when,
            conflictListError(conflict.conflicts),
            standard[409].example,
          );
  }
  if (BODY_METHODS.has(method)) {
    out['413'] = errorResponse(standard[413].when, messageError, standard[413].example);
    out['415'] = errorResponse(standard[415].when, messageError, standard[415].example);
  }
  out['429'] = errorResponse(
    [errors[429], TOKEN_ERRORS[429]].filter(Boolean).join(' Or: '),
    messageError,
    standard[429].example,
  );
  out['503'] = errorResponse(standard[503].when, unavailableError, standard[503].example);
  return out;
}

/** The route's path parameters must be exactly those its entry declares. */
function checkParams(key: string, path: string, op: ApiOperation) {
  const inPath = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
  const declared = Object.keys(op.params?.shape ?? {}).sort();
  if (inPath.join() !== declared.join()) {
    throw new Error(`${key}: path parameters ${inPath.join()} but the entry declares ${declared}`);
  }
}

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

function operation(
  tag: string,
  method: HttpMethod,
  path: string,
  op: ApiOperation,
): ZodOpenApiOperationObject {
  const description = [op.description, ACCESS_WORDS[op.access]].filter(Boolean).join('\n\n');
  return {
    operationId: operationId(method, path),
    tags: [tag],
    summary: op.summary,
    description,
    'x-access': op.access,
    security: security(op.access, `${method} ${path}`),
    ...(op.params || op.query
      ? {
          requestParams: {
            ...(op.params && { path: op.params }),
            ...(op.query && { query: op.query }),
          },
        }
      : {}),
    ...(op.body && {
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: op.body,
            ...(op.examples?.body !== undefined && { example: op.examples.body }),
          },
        },
      },
    }),
    responses: responses(method, op),
  };
}

export function buildDocument(features: FeatureOperations[] = FEATURE_OPERATIONS): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const { tag, operations } of features) {
    for (const [key, op] of Object.entries(operations)) {
      if (!op) continue;
      const [method, path] = key.split(' ') as [HttpMethod, string];
      checkParams(key, path, op);
      const item = (paths[openApiPath(path)] ??= {});
      const verb = method.toLowerCase() as Lowercase<HttpMethod>;
      if (item[verb]) throw new Error(`${key} is described twice`);
      item[verb] = operation(tag, method, path, op);
    }
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Shynk API',
        version: '1.0.0',
        description:
          'The JSON API the Shynk app itself uses. Send and receive JSON; signed-in routes take ' +
          'the session cookie that POST /api/login sets. Errors answer `{message}`; a 400 for ' +
          'malformed input adds `errors`, one per field, and a 409 may list `conflicts`. Dates ' +
          'are YYYY-MM-DD, times HH:MM, durations whole minutes.',
      },
      servers: [{ url: '/' }],
      tags: features.map(({ tag }) => ({ name: tag })),
      paths,
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie that POST /api/login sets.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An organization API token (`shk_…`) made in Settings. Either scope listed on an operation lets the token call it; `write` includes `read`. Rate-limited per token with `RateLimit` headers; a token never reaches a session-only route.',
          },
        },
      },
    },
    {
      override: ({ jsonSchema, zodSchema }) => {
        const rendered = RENDERED.get(zodSchema);
        if (rendered) {
          for (const key of Object.keys(jsonSchema))
            delete jsonSchema[key as keyof typeof jsonSchema];
          Object.assign(jsonSchema, rendered);
        }
        dropStorageBounds(
          jsonSchema as { type?: unknown; minimum?: number; maximum?: number; format?: string },
        );
      },
    },
  );
}

let built: OpenApiDocument | undefined;

/** The document, built once per process. */
export function apiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
