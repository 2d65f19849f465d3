import {
  IdParams,
  OkResponse,
  Premises,
  PremisesCreate,
  PremisesListQuery,
  PremisesPage,
  PremisesUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createPremisesService } from './premises.service';

/** /api/Premises as the spec spells it, and /api/premises (hidden from the OpenAPI document). */
export const premisesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createPremisesService(deps);
  // 401 before the body is even validated.
  app.addHook('preValidation', guard());

  for (const base of ['/api/Premises', '/api/premises']) {
    const tags = ['premises'];
    const hide = base !== '/api/Premises';
    app.get(
      base,
      { schema: { tags, hide, querystring: PremisesListQuery, response: { 200: PremisesPage } } },
      async (request) => service.list(requireUser(request), request.query),
    );
    app.post(
      base,
      { schema: { tags, hide, body: PremisesCreate, response: { 201: Premises } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireUser(request), request.body)),
    );
    app.get(
      `${base}/:id`,
      { schema: { tags, hide, params: IdParams, response: { 200: Premises } } },
      async (request) => service.get(requireUser(request), request.params.id),
    );
    app.put(
      `${base}/:id`,
      { schema: { tags, hide, params: IdParams, body: PremisesUpdate, response: { 200: Premises } } },
      async (request) => service.update(requireUser(request), request.params.id, request.body),
    );
    app.delete(
      `${base}/:id`,
      { schema: { tags, hide, params: IdParams, response: { 200: OkResponse } } },
      async (request) => {
        await service.remove(requireUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  }
};
