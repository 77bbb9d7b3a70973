import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  assignmentConflictsResponse,
  timeOffConflictsResponse,
} from '@shared/validators/generated/errors-responses';
import { userResponse } from '@shared/validators/generated/users';
import { jsonResponse, makeUser, mockApi } from '@/test/utils';
import {
  ApiError,
  apiGet,
  apiGetOrNullWhenSignedOut,
  apiRequest,
  conflictsOf,
  isUnauthorizedError,
  UnexpectedAnswerError,
} from './api-client';

const thing = z.object({ id: z.number() });
const loadUser = () => Promise.resolve(userResponse);

async function errorFrom(response: Response) {
  mockApi(() => response);
  return apiRequest('GET', '/api/thing', thing).then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ApiError,
  );
}

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchSpy = mockApi(() => jsonResponse({ id: 3 }));
    await expect(apiRequest('POST', '/api/login', thing, { email: 'a@b.co' })).resolves.toEqual({
      id: 3,
    });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends no body and no Content-Type when there is no body', async () => {
    const fetchSpy = mockApi(() => new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout', z.null())).resolves.toBeNull();
    const init = fetchSpy.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('takes the error message from the JSON field message first', async () => {
    const error = await errorFrom(
      jsonResponse({ message: 'Invalid email or password', error: 'ignored' }, { status: 401 }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid email or password');
    expect(error.status).toBe(401);
  });

  it('falls back to the JSON field error', async () => {
    const error = await errorFrom(jsonResponse({ error: 'Shift not found' }, { status: 404 }));
    expect(error.message).toBe('Shift not found');
    expect(error.status).toBe(404);
  });

  it('falls back to the status text for JSON without either field', async () => {
    const error = await errorFrom(
      jsonResponse({ other: true }, { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(error.message).toBe('Service Unavailable');
  });

  it('uses the response text for a non-JSON body', async () => {
    const error = await errorFrom(
      new Response('Bad gateway from proxy', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.message).toBe('Bad gateway from proxy');
    expect(error.status).toBe(502);
  });

  it('uses the status text when the body is empty', async () => {
    const error = await errorFrom(new Response('', { status: 500, statusText: 'Server Error' }));
    expect(error.message).toBe('Server Error');
  });

  it('carries conflicts and suggestion when present', async () => {
    const conflicts = [{ shiftId: 4, title: 'Morning' }];
    const error = await errorFrom(
      jsonResponse(
        { message: 'Schedule conflict', conflicts, suggestion: 'Pick another day' },
        { status: 400 },
      ),
    );
    expect(error.conflicts).toEqual(conflicts);
    expect(error.suggestion).toBe('Pick another day');
  });

  it('reads conflicts with the schema of their kind, and none of another shape', async () => {
    const shift = {
      id: 4,
      title: 'Morning',
      date: '2030-01-07',
      startTime: '09:00',
      endTime: '17:00',
    };
    const error = await errorFrom(
      jsonResponse({ message: 'Schedule conflict', conflicts: [shift] }, { status: 400 }),
    );
    expect(conflictsOf(error, timeOffConflictsResponse)).toEqual([shift]);
    expect(conflictsOf(error, assignmentConflictsResponse)).toBeUndefined();
    expect(conflictsOf(new Error('offline'), timeOffConflictsResponse)).toBeUndefined();
  });

  it('leaves conflicts and suggestion out when absent', async () => {
    const error = await errorFrom(jsonResponse({ message: 'Nope' }, { status: 400 }));
    expect(error.conflicts).toBeUndefined();
    expect(error.suggestion).toBeUndefined();
  });
});

describe('parsing answers with their response schema', () => {
  it('resolves with the body as the schema parses it', async () => {
    mockApi(() => jsonResponse({ id: 3, unlisted: 'dropped' }));
    await expect(apiGet('/api/thing', thing)).resolves.toEqual({ id: 3 });
  });

  it('rejects a body of another shape with a sentence for the person, naming the field for us', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => jsonResponse({ identifier: 3 }));
    const error: unknown = await apiGet('/api/thing', thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'The server sent an unexpected answer. Reload the page.',
      status: 200,
    });
    expect((error as ApiError).cause).toBeInstanceOf(z.ZodError);
    expect(String(logged.mock.calls[0]![0])).toContain('/api/thing');
    logged.mockReset();
  });

  it('imports a schema given as a function while the request is on its way', async () => {
    const user = makeUser();
    let answer!: (response: Response) => void;
    mockApi(() => new Promise((resolve) => (answer = resolve)));
    const load = vi.fn(loadUser);
    const read = apiGet('/api/user', load);
    // Asked for before the answer has come.
    expect(load).toHaveBeenCalledOnce();
    answer(jsonResponse(user));
    await expect(read).resolves.toEqual(user);
  });
});

describe('apiGet', () => {
  it('GETs the path with its query string, leaving out missing parameters', async () => {
    const fetchSpy = mockApi(() => jsonResponse([{ id: 1 }]));
    const result = await apiGet('/api/shifts/range', z.array(thing), {
      start: '2030-01-07',
      end: '2030-01-13',
      userId: undefined,
      shiftId: null,
    });
    expect(result).toEqual([{ id: 1 }]);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/shifts/range?start=2030-01-07&end=2030-01-13');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('throws an ApiError on 401', async () => {
    mockApi(() => jsonResponse({ message: 'Not signed in' }, { status: 401 }));
    await expect(apiGet('/api/employees', thing)).rejects.toMatchObject({
      status: 401,
      message: 'Not signed in',
    });
  });
});

describe('apiGetOrNullWhenSignedOut', () => {
  it('returns null on 401, having read the answer to its end', async () => {
    const answer = jsonResponse({ message: 'Not signed in' }, { status: 401 });
    mockApi(() => answer);
    await expect(apiGetOrNullWhenSignedOut('/api/user', loadUser)).resolves.toBeNull();
    // An unread body keeps the request open (through the service worker, for ever).
    expect(answer.bodyUsed).toBe(true);
  });

  it('resolves with the signed-in user, parsed', async () => {
    const user = makeUser({ role: 'manager' });
    mockApi(() => jsonResponse(user));
    await expect(apiGetOrNullWhenSignedOut('/api/user', loadUser)).resolves.toEqual(user);
  });

  it('still throws other errors', async () => {
    mockApi(() => jsonResponse({ message: 'Boom' }, { status: 500 }));
    await expect(apiGetOrNullWhenSignedOut('/api/user', loadUser)).rejects.toMatchObject({
      status: 500,
      message: 'Boom',
    });
  });
});

describe('isUnauthorizedError', () => {
  it('recognises a 401 ApiError and an old-style "401: Unauthorized" message', () => {
    expect(isUnauthorizedError(new ApiError('Not signed in', 401))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
  });

  it('rejects other errors', () => {
    expect(isUnauthorizedError(new ApiError('Forbidden', 403))).toBe(false);
    expect(isUnauthorizedError(new Error('401 something else'))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401 Unauthorized')).toBe(false);
  });
});
