// The one fetch wrapper: every call sends the session cookie, sends JSON,
// and turns a non-success answer into an ApiError that carries what the server said.
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly conflicts?: unknown[];
  readonly suggestion?: string;

  constructor(
    message: string,
    status: number,
    extras: { conflicts?: unknown[]; suggestion?: string } = {},
  ) {
    super(message);
    this.status = status;
    this.conflicts = extras.conflicts;
    this.suggestion = extras.suggestion;
  }
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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (parseJson(text) ?? text) : null;
}

function send(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal) {
  const hasBody = body !== undefined;
  return fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
}

/** Sends one API call and resolves with its parsed JSON body (null when the body is empty). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await send(method, url, body);
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
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

/** A read: GET `path` with `params`, resolving with the parsed body. */
export function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  return read<T>(withQuery(path, params), signal, false) as Promise<T>;
}

/** A read that answers null on a 401, for the question "who is signed in?". */
export function apiGetOrNullWhenSignedOut<T>(path: string, signal?: AbortSignal) {
  return read<T>(path, signal, true);
}

async function read<T>(url: string, signal: AbortSignal | undefined, nullOn401: boolean) {
  const response = await send('GET', url, undefined, signal);
  if (nullOn401 && response.status === 401) {
    // Read to the end even though nothing in it is needed: a body left unread keeps the
    // request open, and an answer the service worker streams stays pending until then.
    await response.arrayBuffer();
    return null;
  }
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}
