import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth-user';
import type { ZodApp } from './crud-routes';
import { okAfter, onItem, onItemBody, onQuery } from './handlers';
import { operations } from './operation';

const Params = z.strictObject({ id: z.uuid() });
const Body = z.strictObject({ note: z.string() });
const Query = z.strictObject({ page: z.number() });
const View = z.strictObject({ id: z.string(), note: z.string() });
type View = z.infer<typeof View>;
const caller = { id: 'u1' } as AuthUser;
const request = { user: caller, params: { id: 'r1' }, body: { note: 'n' }, query: { page: 2 } };
type Req = Parameters<ReturnType<typeof onItemBody>>[0];

describe('route handlers', () => {
  it('pass the caller, the path’s id, the body or the query on to the call', async () => {
    const calls: unknown[][] = [];
    const record = async (...args: unknown[]) => {
      calls.push(args);
      return 'answer';
    };
    const req = request as unknown as Req;
    expect(await onItem(record)(req)).toBe('answer');
    expect(await onItemBody(record)(req)).toBe('answer');
    expect(await onQuery(record)(req)).toBe('answer');
    expect(calls).toEqual([
      [caller, 'r1'],
      [caller, 'r1', { note: 'n' }],
      [caller, { page: 2 }],
    ]);
  });

  it('refuse a request without a signed-in caller before calling', async () => {
    let called = false;
    const call = async () => {
      called = true;
    };
    const req = { ...request, user: undefined } as unknown as Req;
    await expect(onItem(call)(req)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(called).toBe(false);
  });

  it('answer { ok: true } once the action is done, and pass its failure on', async () => {
    let done = false;
    const action = new Promise<void>((resolve) => setTimeout(resolve, 1)).then(() => {
      done = true;
    });
    expect(await okAfter(action)).toEqual({ ok: true });
    expect(done).toBe(true);
    await expect(okAfter(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});

/** Never called: the type checker reads it. The route's schemas must fit the call. */
export function typeChecks(app: ZodApp) {
  const op = operations({ tags: ['reports'] });
  const get = async (_caller: AuthUser, id: string): Promise<View> => ({ id, note: '' });
  const change = async (_caller: AuthUser, id: string, body: { note: string }): Promise<View> => ({
    id,
    ...body,
  });
  const list = async (_caller: AuthUser, query: { page: number }): Promise<View> => ({
    id: String(query.page),
    note: '',
  });
  app.get('/x/:id', op('get', { params: Params, ok: View }), onItem(get));
  app.put('/x/:id', op('update', { params: Params, body: Body, ok: View }), onItemBody(change));
  app.get('/x', op('list', { querystring: Query, ok: View }), onQuery(list));
  // @ts-expect-error the body the route reads is not the one the call takes
  app.put('/x/:id', op('update', { params: Params, body: Query, ok: View }), onItemBody(change));
  // @ts-expect-error the call's answer is not the route's
  app.get('/x/:id', op('get', { params: Params, ok: Query }), onItem(get));
  // @ts-expect-error the route has no id in its path
  app.get('/x', op('get', { ok: View }), onItem(get));
  // @ts-expect-error the call needs the body, which onItem does not pass
  app.put('/x/:id', op('update', { params: Params, body: Body, ok: View }), onItem(change));
}
