// The one fetch wrapper: every call sends the session cookie, sends JSON, turns a non-success
// answer into an ApiError that carries what the server said, and parses a success with the
// endpoint's response schema, so an answer of another shape fails here, named, and not later in
// a screen that reads a field that is no longer there. An answer the quick check in
// answer-check.ts finds well formed is used as it came, without the schema's slower parse.
import type { z } from 'zod/mini';
import { passesAsIs } from './answer-check';
import { reportReach } from './server-reach';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly conflicts?: unknown[];
  readonly suggestion?: string;

  constructor(
    message: string,
    status: number,
    extras: { conflicts?: unknown[]; suggestion?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: extras.cause });
    this.status = status;
    this.conflicts = extras.conflicts;
    this.suggestion = extras.suggestion;
  }
}

/**
 * The conflicts an error lists, read with the schema of the kind the call can answer with; none
 * when the error carries none or they are of another shape.
 */
export function conflictsOf<S extends AnswerSchema>(
  error: unknown,
  schema: S,
): z.output<S> | undefined {
  if (!(error instanceof ApiError) || !error.conflicts?.length) return undefined;
  const result = schema.safeParse(error.conflicts);
  return result.success ? (result.data as z.output<S>) : undefined;
}

/** A 401 from our API, or an older-style error whose message reads "401: ...Unauthorized...". */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return (
    error instanceof Error &&
    error.message.startsWith('401') &&
    error.message.includes('Unauthorized')
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  const data = parseJson(text);
  // HTTP/2 answers have no status text, so the status code is the last resort.
  const statusText = response.statusText || `Request failed with status ${response.status}`;
  if (data === null || typeof data !== 'object') {
    return new ApiError(data === undefined && text ? text : statusText, response.status);
  }
  const body = data as Record<string, unknown>;
  const message = nonEmptyString(body.message) ?? nonEmptyString(body.error) ?? statusText;
  return new ApiError(message, response.status, {
    conflicts: Array.isArray(body.conflicts) ? body.conflicts : undefined,
    suggestion: nonEmptyString(body.suggestion),
  });
}

/** A success whose body is not what the endpoint's schema describes; `cause` names the fields. */
export class UnexpectedAnswerError extends ApiError {
  override name = 'UnexpectedAnswerError';

  constructor(url: string, status: number, cause: unknown) {
    super('The server sent an unexpected answer. Reload the page.', status, { cause });
    // Said once for whoever debugs it: the person sees the sentence above.
    console.error(`Unexpected answer from ${url}`, cause);
  }
}

/**
 * A schema of zod/mini (the generated answers) or of classic zod (answers only manager screens
 * load): both parse with their own `safeParse`, so this module imports no zod.
 */
export type AnswerSchema = z.core.$ZodType & {
  safeParse(data: unknown): z.core.util.SafeParseResult<unknown>;
};

/**
 * An endpoint's response schema, or a function that imports it: screens whose first chunk must
 * stay small (sign-in) start the import with the request instead of bundling zod.
 */
export type ResponseSchema<S extends AnswerSchema> = S | (() => Promise<S>);

function load<S extends AnswerSchema>(schema: ResponseSchema<S>): S | Promise<S> {
  return typeof schema === 'function' ? schema() : schema;
}

/** A success parsed by `schema` (once its import, if any, is in); a failure as an ApiError. */
async function answer<S extends AnswerSchema>(
  response: Response,
  url: string,
  schema: S | Promise<S>,
): Promise<z.output<S>> {
  if (!response.ok) throw await toApiError(response);
  const [body, resolved] = await Promise.all([readBody(response), schema]);
  // Most answers match: checked cheaply, they are used as they arrived.
  if (passesAsIs(resolved, body)) return body as z.output<S>;
  const result = resolved.safeParse(body);
  if (!result.success) throw new UnexpectedAnswerError(url, response.status, result.error);
  return result.data as z.output<S>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (parseJson(text) ?? text) : null;
}

async function send(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders?: Record<string, string>,
) {
  const hasBody = body !== undefined;
  const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders };
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: Object.keys(headers).length ? headers : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
    reportReach(response.status);
    return response;
  } catch (error) {
    // fetch rejects with a TypeError when no answer came; an abort is ours, not the network's.
    if (error instanceof TypeError) {
      unanswered.add(error);
      reportReach('no answer');
    }
    throw error;
  }
}

/** fetch's own failures, told apart from a TypeError a bug in our code would throw. */
const unanswered = new WeakSet<Error>();

/**
 * A failure that may pass by itself, worth retrying a read for: the database is away (503) or
 * no answer came at all.
 */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 503;
  return error instanceof TypeError && unanswered.has(error);
}

/** Sends one API call and resolves with its body as `schema` parses it. */
export async function apiRequest<S extends AnswerSchema>(
  method: HttpMethod,
  url: string,
  schema: ResponseSchema<S>,
  body?: unknown,
  signal?: AbortSignal,
  /** Headers of the caller's own, e.g. a kiosk's device token. */
  headers?: Record<string, string>,
): Promise<z.output<S>> {
  // The schema's import, when it is one, runs while the request is on its way.
  const pending = load(schema);
  return answer(await send(method, url, body, signal, headers), url, pending);
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path` with its query string; parameters that are null or undefined are left out. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A read: GET `path` with `params`, resolving with the body as `schema` parses it. */
export function apiGet<S extends AnswerSchema>(
  path: string,
  schema: ResponseSchema<S>,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return apiRequest('GET', withQuery(path, params), schema, undefined, signal);
}

/** A read that answers null on a 401, for the question "who is signed in?". */
export async function apiGetOrNullWhenSignedOut<S extends AnswerSchema>(
  path: string,
  schema: ResponseSchema<S>,
  signal?: AbortSignal,
): Promise<z.output<S> | null> {
  const response = await send('GET', path, undefined, signal);
  if (response.status === 401) {
    // Read to the end even though nothing in it is needed: a body left unread keeps the
    // request open, and an answer the service worker streams stays pending until then.
    await response.arrayBuffer();
    return null;
  }
  // Imported only once there is an answer to parse: someone signed out (the sign-in page's first
  // visit) never downloads the schema.
  return answer(response, path, load(schema));
}
