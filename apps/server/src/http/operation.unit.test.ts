import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodApp } from './crud-routes';
import { operations } from './operation';

const Params = z.strictObject({ id: z.uuid() });
const Body = z.strictObject({ note: z.string() });
const View = z.strictObject({ id: z.string(), note: z.string() });
const guard = async () => {};

describe('operations', () => {
  it('writes out the schema a route would spell by hand', () => {
    const op = operations({ tags: ['reports'], preHandler: guard });
    expect(op('addNote', { params: Params, body: Body, ok: View })).toEqual({
      preHandler: guard,
      schema: {
        tags: ['reports'],
        operationId: 'addNote',
        params: Params,
        body: Body,
        response: { 200: View },
      },
    });
  });

  it('answers 201 for `created`, and any other status through `response`', () => {
    const op = operations({ tags: ['health'] });
    expect(op('create', { created: View }).schema.response).toEqual({ 201: View });
    expect(op('ready', { ok: View, response: { 503: View } }).schema.response).toEqual({
      200: View,
      503: View,
    });
    expect(op('test', { response: { 202: View } }).schema.response).toEqual({ 202: View });
  });

  it('leaves the answers out when there are none (a binary download)', () => {
    const op = operations({ tags: ['files'] });
    expect(op('download', { params: Params }).schema).toEqual({
      tags: ['files'],
      operationId: 'download',
      params: Params,
    });
  });

  it('passes other schema keys and route options through; a route’s own win', () => {
    const op = operations({ tags: ['auth'], preHandler: guard });
    const limit = async () => {};
    const options = op(
      'login',
      { tags: ['public'], security: [], ok: View },
      { onRequest: limit, preHandler: limit, bodyLimit: 1024, config: { a: 1 } },
    );
    expect(options).toEqual({
      onRequest: limit,
      preHandler: limit,
      bodyLimit: 1024,
      config: { a: 1 },
      schema: { tags: ['public'], operationId: 'login', security: [], response: { 200: View } },
    });
  });
});

/**
 * Never called: the type checker reads it. The type provider still infers the request from
 * the schemas and checks the handler's answer against them.
 */
export function typeChecks(app: ZodApp) {
  const op = operations({ tags: ['reports'], preHandler: guard });
  app.put('/x/:id', op('update', { params: Params, body: Body, ok: View }), async (req) => ({
    id: req.params.id,
    note: req.body.note,
  }));
  // @ts-expect-error the body has no `other`
  app.put('/x/:id', op('update', { params: Params, body: Body, ok: View }), async (req) => req.body.other);
  // @ts-expect-error the answer lacks `note`
  app.get('/x/:id', op('get', { params: Params, ok: View }), async (req) => ({ id: req.params.id }));
  app.post('/x', op('create', { body: Body, created: View }), async (req, reply) =>
    // @ts-expect-error the 201 answer lacks `note`
    reply.status(201).send({ id: req.body.note }),
  );
}
