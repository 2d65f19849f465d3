import { IdParams, OkResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user';
import { guard, requireUser } from '../auth/guard';
import { okAfter } from './handlers';

type Zod = z.ZodType;

/** The wire shapes of one plain resource, from the contract. */
export interface CrudSchemas {
  item: Zod;
  page: Zod;
  listQuery: Zod;
  create: Zod;
  update: Zod;
}

/** The service a plain resource offers; every call gets the caller and checks its policy itself. */
export interface CrudService<S extends CrudSchemas> {
  list(actor: AuthUser, query: z.infer<S['listQuery']>): Promise<z.infer<S['page']>>;
  create(actor: AuthUser, body: z.infer<S['create']>): Promise<z.infer<S['item']>>;
  get(actor: AuthUser, id: string): Promise<z.infer<S['item']>>;
  update(actor: AuthUser, id: string, body: z.infer<S['update']>): Promise<z.infer<S['item']>>;
  remove(actor: AuthUser, id: string): Promise<void>;
}

export interface CrudRoutes<S extends CrudSchemas> {
  /** The documented path first; the others answer too but stay out of the OpenAPI document. */
  paths: readonly string[];
  tag: string;
  /** Names the OpenAPI operations: `list${plural}`, `create${singular}`, `get…`, `update…`, `delete…`. */
  singular: string;
  plural: string;
  schemas: S;
  service: CrudService<S>;
}

// The type provider infers `unknown` for a schema that is a type parameter, so the handlers
// name the type; the schema has validated the value by then.
type Query<S extends CrudSchemas> = z.infer<S['listQuery']>;
type Create<S extends CrudSchemas> = z.infer<S['create']>;
type Update<S extends CrudSchemas> = z.infer<S['update']>;

/** The app a route plugin receives, with zod schemas as its type provider. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * List, create, read, update and delete of one resource, each signed-in only (401
 * before the body is validated) and answering the contract's shapes. Anything
 * beyond these five routes is registered by the resource's own route file.
 */
export function crudRoutes<S extends CrudSchemas>(app: ZodApp, spec: CrudRoutes<S>): void {
  const { schemas: s, service, singular, plural } = spec;
  app.addHook('preValidation', guard());
  spec.paths.forEach((base, i) => {
    const hide = i > 0;
    // Aliases share the documented operation's name: ids must be unique only among documented operations.
    const doc = (operationId: string) => ({ tags: [spec.tag], hide, ...(hide ? {} : { operationId }) });
    app.get(
      base,
      { schema: { ...doc(`list${plural}`), querystring: s.listQuery, response: { 200: s.page } } },
      async (request) => service.list(requireUser(request), request.query as Query<S>),
    );
    app.post(
      base,
      { schema: { ...doc(`create${singular}`), body: s.create, response: { 201: s.item } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireUser(request), request.body as Create<S>)),
    );
    app.get(
      `${base}/:id`,
      { schema: { ...doc(`get${singular}`), params: IdParams, response: { 200: s.item } } },
      async (request) => service.get(requireUser(request), request.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        schema: { ...doc(`update${singular}`), params: IdParams, body: s.update, response: { 200: s.item } },
      },
      async (request) => service.update(requireUser(request), request.params.id, request.body as Update<S>),
    );
    app.delete(
      `${base}/:id`,
      { schema: { ...doc(`delete${singular}`), params: IdParams, response: { 200: OkResponse } } },
      async (request) => okAfter(service.remove(requireUser(request), request.params.id)),
    );
  });
}
