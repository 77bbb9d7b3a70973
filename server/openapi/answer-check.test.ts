// The check every API test's answers pass through: it names the route when a status is not in
// the document, or a body is not what that status's schema describes, and lets through what is.
import compression from 'compression';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { answerChecker, answerProblems, checkAnswers } from '../test/openapi-answers';

const json = (body: unknown) => Buffer.from(JSON.stringify(body));
const { problem } = answerChecker();
const signedOut = {
  method: 'GET',
  url: '/api/user',
  contentType: 'application/json; charset=utf-8',
};

describe('the answer check', () => {
  it('lets through an answer the document describes', () => {
    expect(problem({ ...signedOut, status: 401, body: json({ message: 'Not signed in' }) })).toBe(
      undefined,
    );
  });

  it('names the route of a status the document does not list', () => {
    expect(problem({ ...signedOut, status: 418, body: json({ message: 'teapot' }) })).toBe(
      'GET /api/user answered 418, which the document does not list',
    );
  });

  it('names the route and the field of a body its schema refuses', () => {
    const found = problem({ ...signedOut, status: 401, body: json({ message: 1 }) });
    expect(found).toBe(
      'GET /api/user 401 does not match the document: body/message must be string',
    );
  });

  it('refuses a field the answer schema does not list', () => {
    const body = json({ message: 'Not signed in', stack: 'at ...' });
    expect(problem({ ...signedOut, status: 401, body })).toMatch(
      /^GET \/api\/user 401 does not match the document: body must NOT have additional properties/,
    );
  });

  it('finds the route by its path template, literal paths first', () => {
    const drafts = { method: 'GET', url: '/api/schedule/drafts', contentType: 'application/json' };
    expect(problem({ ...drafts, status: 418, body: json({}) })).toMatch(
      /^GET \/api\/schedule\/drafts /,
    );
    const one = { method: 'PUT', url: '/api/shifts/12', contentType: 'application/json' };
    expect(problem({ ...one, status: 418, body: json({}) })).toMatch(/^PUT \/api\/shifts\/\{id\} /);
  });

  it('records what an app behind it answers, after compression too', async () => {
    const app = express();
    app.use(checkAnswers);
    app.use(compression({ threshold: 0 }));
    app.get('/api/user', (_req, res) => {
      res.status(401).json({ message: 1 });
    });
    const res = await supertest(app).get('/api/user').set('Accept-Encoding', 'gzip').expect(401);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(answerProblems.splice(0)).toEqual([
      'GET /api/user 401 does not match the document: body/message must be string',
    ]);
  });
});
