import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timestampSchema } from '@shared/validators/wire';
import pino from 'pino';
import { AppError } from './app-error';
import { errorMiddleware } from './error-middleware';
import { CHECK_RESPONSES, respond, responseMismatch } from './respond';

const shiftAnswer = z.object({ id: z.number(), title: z.string(), createdAt: timestampSchema });

function appSending(body: unknown, check = true) {
  const app = express();
  app.locals[CHECK_RESPONSES] = check;
  // The cast stands for a service whose shape drifted from the schema.
  app.get('/x', (_req, res) => respond(res, shiftAnswer, body as z.input<typeof shiftAnswer>, 201));
  return supertest(app);
}

describe('respond', () => {
  it('sends a body that matches its schema, a Date as its ISO string', async () => {
    const createdAt = new Date('2030-01-07T09:00:00Z');
    const res = await appSending({ id: 1, title: 'Morning', createdAt }).get('/x').expect(201);
    expect(res.body).toEqual({ id: 1, title: 'Morning', createdAt: '2030-01-07T09:00:00.000Z' });
  });

  it('under test, refuses a renamed field and names it', async () => {
    const res = await appSending({ id: 1, name: 'Morning', createdAt: 'x' }).get('/x').expect(500);
    expect(res.body.message).toMatch(/body\.title/);
  });

  it('under test, refuses a field the schema does not list, such as a leaked column', async () => {
    const body = { id: 1, title: 'Morning', createdAt: 'x', password: 'hash' };
    const res = await appSending(body).get('/x').expect(500);
    expect(res.body.message).toMatch(/body\.password is not in the response schema/);
  });

  it('outside tests, sends what it is given without reading it', async () => {
    const body = { id: 1, title: 'Morning', createdAt: 'x', extra: true };
    await appSending(body, false).get('/x').expect(201, body);
  });
});

describe('responseMismatch', () => {
  it('finds an unlisted field inside an array of objects', () => {
    const list = z.array(z.object({ id: z.number() }));
    expect(responseMismatch(list, [{ id: 1 }, { id: 2, organizationId: 9 }])).toBe(
      'body.1.organizationId is not in the response schema',
    );
    expect(responseMismatch(list, [{ id: 1 }])).toBeUndefined();
  });
});

describe('error bodies', () => {
  function appThrowing(error: AppError) {
    const app = express();
    app.locals[CHECK_RESPONSES] = true;
    app.get('/x', () => {
      throw error;
    });
    app.use(errorMiddleware(pino({ enabled: false })));
    return supertest(app);
  }

  it('sends an error whose conflicts are of a known kind', async () => {
    const conflict = { shiftId: 7, title: 'Morning', date: '2030-01-07' };
    const res = await appThrowing(AppError.conflict('Changed', { conflicts: [conflict] }))
      .get('/x')
      .expect(409);
    expect(res.body).toEqual({ message: 'Changed', conflicts: [conflict] });
  });

  it('under test, refuses conflicts the error schema does not describe', async () => {
    // The cast stands for a service that drifted from the shapes the client reads.
    const drifted = [{ shift: 7 }] as unknown as [];
    const res = await appThrowing(AppError.conflict('Changed', { conflicts: drifted }))
      .get('/x')
      .expect(500);
    expect(res.body.message).toMatch(/Error body does not match its schema/);
  });
});
