import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { requireUser } from '../auth/guard';

/** `{ ok: true }`, the answer of a route that only acts, once the action is done. */
export async function okAfter(action: Promise<unknown>): Promise<{ ok: true }> {
  await action;
  return { ok: true };
}

// The handlers below pass the request on to one service call as the signed-in caller (401
// without one). The route's schemas type the request, so tsc checks that it fits the call and
// that the call's answer fits the route's.

/** The handler of a route on one item: `call(caller, params.id)`. */
export const onItem =
  <R>(call: (caller: AuthUser, id: string) => Promise<R>) =>
  async (req: FastifyRequest & { params: { id: string } }) =>
    call(requireUser(req), req.params.id);

/** The handler of a route that changes one item: `call(caller, params.id, body)`. */
export const onItemBody =
  <B, R>(call: (caller: AuthUser, id: string, body: B) => Promise<R>) =>
  async (req: FastifyRequest & { params: { id: string }; body: B }) =>
    call(requireUser(req), req.params.id, req.body);

/** The handler of a route that reads by its querystring: `call(caller, query)`. */
export const onQuery =
  <Q, R>(call: (caller: AuthUser, query: Q) => Promise<R>) =>
  async (req: FastifyRequest & { query: Q }) =>
    call(requireUser(req), req.query);
