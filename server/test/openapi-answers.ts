// Holds every answer the API tests receive to the OpenAPI document: its status must be one the
// document lists for the route, and its body must match that status's schema. The check sits in
// front of the app each test builds (useTestApp), so no test has to ask for it; what fails is
// collected and fails the test that made the request (server/test/setup.ts), naming the route.
import zlib from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiDocument, openApiPath, type OpenApiDocument } from '../openapi/document';

type MediaType = { schema?: unknown };
type ResponseObject = { content?: Record<string, MediaType> };
type OperationObject = { responses?: Record<string, ResponseObject> };

const DOCUMENT_ID = 'https://shynk.test/openapi.json';

/** Point the document's local references at the document registered under DOCUMENT_ID. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${DOCUMENT_ID}${value}`
        : rebase(value),
    ]),
  );
}

/** Template paths by method, literal ones first so '/api/shifts/week' beats '/api/shifts/{id}'. */
function templates(document: OpenApiDocument) {
  const paths = Object.keys(document.paths ?? {}).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
    params: (path.match(/\{/g) ?? []).length,
  }));
  return paths.sort((a, b) => a.params - b.params);
}

export function answerChecker(document: OpenApiDocument = apiDocument()) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema(rebase({ $id: DOCUMENT_ID, components: document.components }) as object);
  const compiled = new Map<string, ValidateFunction>();
  const paths = templates(document);

  const validator = (key: string, schema: unknown) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(schema) as object);
      compiled.set(key, validate);
    }
    return validate;
  };

  /** The document's path for a request: the route's own when Express matched one. */
  const pathOf = (routePath: string | undefined, url: string) =>
    routePath ? openApiPath(routePath) : paths.find((p) => p.pattern.test(url))?.path;

  /** What is wrong with an answer, or undefined when the document describes it. */
  function problem(answer: {
    method: string;
    routePath?: string;
    url: string;
    status: number;
    contentType: string;
    body: Buffer;
  }): string | undefined {
    const path = pathOf(answer.routePath, answer.url);
    const item = path ? (document.paths?.[path] as Record<string, OperationObject>) : undefined;
    const operation = item?.[answer.method.toLowerCase()];
    // Paths the app does not answer (404 from the catch-all) are not the document's to describe.
    if (!path || !operation) return undefined;
    const route = `${answer.method} ${path}`;
    const response = operation.responses?.[String(answer.status)];
    if (!response) return `${route} answered ${answer.status}, which the document does not list`;
    const content = response.content;
    if (!content) return undefined;
    if (answer.status === 304 || answer.body.length === 0) return undefined;
    const media = Object.keys(content).find((type) => answer.contentType.startsWith(type));
    if (!media) {
      const listed = Object.keys(content).join(', ');
      return `${route} ${answer.status} sent ${answer.contentType || 'no type'}, the document lists ${listed}`;
    }
    if (media !== 'application/json') return undefined;
    const validate = validator(`${route} ${answer.status}`, content[media]!.schema);
    const body: unknown = JSON.parse(answer.body.toString('utf8'));
    if (validate(body)) return undefined;
    const first = validate.errors?.[0];
    return `${route} ${answer.status} does not match the document: body${first?.instancePath ?? ''} ${first?.message ?? ''}`;
  }

  return { problem };
}

let checker: ReturnType<typeof answerChecker> | undefined;

/** Answers that strayed from the document since the last test ended. */
export const answerProblems: string[] = [];

function decoded(res: Response, body: Buffer): Buffer {
  const encoding = String(res.getHeader('content-encoding') ?? '');
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** Middleware, first in the app: records each /api answer's body and checks it when sent. */
export const checkAnswers: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/api/') || req.method === 'HEAD' || req.method === 'OPTIONS') {
    return next();
  }
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          ),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  const url = req.originalUrl.split('?')[0] ?? '';
  res.on('finish', () => {
    checker ??= answerChecker();
    const found = checker.problem({
      method: req.method,
      routePath: (req.route as { path?: string } | undefined)?.path,
      url,
      status: res.statusCode,
      contentType: String(res.getHeader('content-type') ?? ''),
      body: decoded(res, Buffer.concat(chunks)),
    });
    if (found) answerProblems.push(found);
  });
  next();
};
