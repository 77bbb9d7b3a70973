// How one /api route is described for the OpenAPI document. Each feature keeps a table of these
// in its own openapi.ts, keyed exactly as its router mounts the route ('PUT /api/shifts/:id'),
// naming the same shared schemas its handler parses and answers with. The document is built
// from those tables, and a test fails when a mounted route has no entry or an entry no route.
import type { z } from 'zod';
import type { AccessRule } from '../auth/access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'METHOD /api/path', as Express declares the route. */
export type RouteKey = `${HttpMethod} /api/${string}`;

/** An answer that is not JSON: a file download, a calendar feed, a page. */
export type MediaAnswer = {
  mediaType: 'text/csv' | 'text/calendar' | 'text/html' | 'text/javascript' | 'text/event-stream';
  description: string;
};

/** A redirect to another page of the app. */
export type RedirectAnswer = { redirectTo: string };

export type SuccessAnswer = z.ZodType | MediaAnswer | RedirectAnswer;

/** A 409's `conflicts` list, when the refusal names what stands in the way. */
export type ConflictError = { when: string; conflicts: z.ZodType };

export type ApiOperation = {
  /** A short line naming what the route does, shown as the operation's title. */
  summary: string;
  description?: string;
  /** Who may call it: the guard its router mounts first (checked against the router). */
  access: AccessRule;
  /** Path parameters, by the names in the route's path. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The JSON body; routes without one take none (or an empty object). */
  body?: z.ZodType;
  /** The answer when it works. */
  answer: SuccessAnswer;
  /** Its status when not 200. */
  status?: 201 | 202 | 204 | 302;
  /** A 201 route that answers 200 with the same body when the request repeats one it already did. */
  repeatAnswersOk?: boolean;
  /** Read through the schedule cache: a repeat with If-None-Match answers 304 and no body. */
  cached?: boolean;
  /**
   * The refusals this route has beyond those every route of its kind has (400 for bad input,
   * 401 and 403 by its access rule, 415 for a body that is not JSON), each with when it happens.
   */
  errors?: {
    /** A 400 whose body is not the usual field errors (e.g. a list of conflicts). */
    400?: { when: string; body: z.ZodType };
    /** A public route that refuses credentials (signed-in routes have 401 already). */
    401?: string;
    403?: string;
    404?: string;
    409?: string | ConflictError;
    429?: string;
  };
  /** Examples shown beside the schemas; a test parses each with its schema. */
  examples?: { body?: unknown; answer?: unknown };
};

export type OperationTable = Partial<Record<RouteKey, ApiOperation>>;

/** A feature's routes as the document shows them, under one heading (the document's tag). */
export type FeatureOperations = { tag: string; operations: OperationTable };

export function describeRoutes(tag: string, operations: OperationTable): FeatureOperations {
  return { tag, operations };
}
