import type { client } from './http-client';

type Api = ReturnType<typeof client>;

export interface CrudCall {
  /** The caller's token; none for an anonymous caller. */
  token?: string;
  /** The body of the POST to `base` (an empty object unless given). */
  create?: unknown;
  /** The body of the PUT to `base/id` (an empty object unless given). */
  update?: unknown;
}

/** The statuses of the three writing routes of a CRUD resource at `base` for the record `id`. */
export async function writeStatuses(api: Api, base: string, id: string, call: CrudCall = {}) {
  const opts = { token: call.token };
  return {
    create: (await api.post(base, call.create ?? {}, opts)).status,
    update: (await api.put(`${base}/${id}`, call.update ?? {}, opts)).status,
    delete: (await api.del(`${base}/${id}`, opts)).status,
  };
}

/** The statuses of all five routes of a CRUD resource: list, read and the three writes. */
export async function crudStatuses(api: Api, base: string, id: string, call: CrudCall = {}) {
  const opts = { token: call.token };
  return {
    list: (await api.get(base, opts)).status,
    read: (await api.get(`${base}/${id}`, opts)).status,
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
