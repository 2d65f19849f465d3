import { expect } from 'vitest';
import type { client } from './http-client';

type Api = ReturnType<typeof client>;

/** The five calls of the CRUD resource at `base`, as the holder of `token` (anonymous without one). */
export function crudCalls(api: Api, base: string, token?: string) {
  const opts = { token };
  return {
    /** The list, with the query string `query` (without its `?`) when given. */
    list: (query = '') => api.get(query ? `${base}?${query}` : base, opts),
    read: (id: string) => api.get(`${base}/${id}`, opts),
    create: (body: unknown) => api.post(base, body, opts),
    update: (id: string, body: unknown) => api.put(`${base}/${id}`, body, opts),
    remove: (id: string) => api.del(`${base}/${id}`, opts),
  };
}

export interface CrudCall {
  /** The caller's token; none for an anonymous caller. */
  token?: string;
  /** The body of the POST to `base` (an empty object unless given). */
  create?: unknown;
  /** The body of the PUT to `base/id` (an empty object unless given). */
  update?: unknown;
}

type CrudCalls = ReturnType<typeof crudCalls>;

async function statusesOfWrites(calls: CrudCalls, id: string, bodies: Omit<CrudCall, 'token'>) {
  return {
    create: (await calls.create(bodies.create ?? {})).status,
    update: (await calls.update(id, bodies.update ?? {})).status,
    delete: (await calls.remove(id)).status,
  };
}

/** The statuses of the three writing routes of a CRUD resource at `base` for the record `id`. */
export async function writeStatuses(api: Api, base: string, id: string, call: CrudCall = {}) {
  return statusesOfWrites(crudCalls(api, base, call.token), id, call);
}

/** The statuses of all five routes of a CRUD resource: list, read and the three writes. */
export async function crudStatuses(api: Api, base: string, id: string, call: CrudCall = {}) {
  const calls = crudCalls(api, base, call.token);
  return {
    list: (await calls.list()).status,
    read: (await calls.read(id)).status,
    ...(await writeStatuses(api, base, id, call)),
  };
}

/** The same status from every route, to compare with what crudStatuses answers. */
export const onEveryRoute = (status: number) => ({
  list: status,
  read: status,
  create: status,
  update: status,
  delete: status,
});

/** The same status from every writing route, to compare with what writeStatuses answers. */
export const onEveryWrite = (status: number) => ({ create: status, update: status, delete: status });

/** Every writing route of a resource refuses its caller (403): a POST of `create`, and a PUT and DELETE of `id`. */
export async function expectWritesForbidden(calls: CrudCalls, id: string, create: unknown) {
  expect(await statusesOfWrites(calls, id, { create })).toEqual(onEveryWrite(403));
}
