import {
  IdParams,
  OkResponse,
  Property,
  PropertyCreate,
  PropertyListQuery,
  PropertyPage,
  PropertyUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createPropertyService } from './properties.service';

/** /api/properties */
export const propertyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createPropertyService(deps);
  const tags = ['properties'];
  // 401 before the body is even validated.
  app.addHook('preValidation', guard());

  app.get(
    '/api/properties',
    { schema: { tags, querystring: PropertyListQuery, response: { 200: PropertyPage } } },
    async (request) => service.list(requireUser(request), request.query),
  );
  app.post(
    '/api/properties',
    { schema: { tags, body: PropertyCreate, response: { 201: Property } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request), request.body)),
  );
  app.get(
    '/api/properties/:id',
    { schema: { tags, params: IdParams, response: { 200: Property } } },
    async (request) => service.get(requireUser(request), request.params.id),
  );
  app.put(
    '/api/properties/:id',
    { schema: { tags, params: IdParams, body: PropertyUpdate, response: { 200: Property } } },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );
  app.delete(
    '/api/properties/:id',
    { schema: { tags, params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
