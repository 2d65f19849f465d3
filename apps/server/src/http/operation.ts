import type { FastifySchema } from 'fastify';

/**
 * One documented operation's own facts: its params, querystring, body (or headers) schemas
 * and its answers. `ok` is the 200 answer, `created` the 201; any other status (202, 503, a
 * file's `content`) goes in `response`. Other OpenAPI keys (`security`, `description`, `hide`,
 * a route's own `tags`) pass through as they are.
 */
export type OperationSchema = Omit<FastifySchema, 'response' | 'operationId'> & {
  ok?: unknown;
  created?: unknown;
  response?: Record<number, unknown>;
};

type Answers<S> = (S extends { ok: infer R } ? { 200: R } : unknown) &
  (S extends { created: infer R } ? { 201: R } : unknown) &
  (S extends { response: infer R } ? R : unknown);

/**
 * The route's `schema` as Fastify reads it: the schemas keep their own types, so the type
 * provider infers `req.params`, `req.query` and `req.body` and checks what the handler
 * returns against the answers, as with a written-out schema.
 */
export type RouteSchema<S> = Omit<S, 'ok' | 'created' | 'response'> & {
  tags: string[];
  operationId: string;
} & ([keyof Answers<S>] extends [never] ? unknown : { response: Answers<S> });

/** What every route of one file shares: its OpenAPI tags and route options such as a guard. */
export type Shared = { tags: string[] } & Record<string, unknown>;

/** A route's options: the shared ones, its own (which win) and its schema. */
export type RouteOptions<D extends Shared, S, E> = Omit<Omit<D, 'tags'>, keyof E> &
  E & { schema: RouteSchema<S> };

/**
 * Declares the routes of one file with the few facts that differ between them, instead of
 * writing out the same `{ preHandler, schema: { tags, operationId, …, response: { 200 } } }`
 * block for every route:
 *
 * ```ts
 * const op = operations({ tags: ['reports'], preHandler: guard() });
 * app.put('/api/reports/:id/times', op('offerTimes', { params: IdParams, body: TimeOfferUpdate, ok: TimeOfferView }), handler);
 * ```
 *
 * The third argument holds a route's own options (`onRequest` rate limits, `config`,
 * `bodyLimit`, …); they win over the shared ones. A hook that needs the route's typed request
 * is written beside the spread result instead: `{ ...op(…), preValidation: async (req) => … }`.
 */
export function operations<D extends Shared>(shared: D) {
  const { tags, ...options } = shared;
  return <S extends OperationSchema, E extends object = Record<never, never>>(
    operationId: string,
    schema: S,
    extra?: E,
  ): RouteOptions<D, S, E> => {
    const { ok, created, response, ...rest } = schema;
    const answers = {
      ...(ok === undefined ? {} : { 200: ok }),
      ...(created === undefined ? {} : { 201: created }),
      ...response,
    };
    const routeSchema = {
      tags,
      operationId,
      ...rest,
      ...(Object.keys(answers).length > 0 ? { response: answers } : {}),
    };
    // The spread types are wider than what is built; the types above say what Fastify reads.
    return { ...options, ...extra, schema: routeSchema } as unknown as RouteOptions<D, S, E>;
  };
}
