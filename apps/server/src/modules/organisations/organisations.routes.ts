import {
  IdParams,
  OkResponse,
  Organisation,
  OrganisationCreate,
  OrganisationListQuery,
  OrganisationPage,
  OrganisationUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createOrganisationService } from './organisations.service';

/** /api/organisations, and /api/organisations/current for the caller's own (its report language). */
export const organisationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createOrganisationService(deps);
  const tags = ['organisations'];
  // 401 before the body is even validated.
  app.addHook('preValidation', guard());

  app.get(
    '/api/organisations',
    { schema: { tags, querystring: OrganisationListQuery, response: { 200: OrganisationPage } } },
    async (request) => service.list(requireUser(request), request.query),
  );
  app.post(
    '/api/organisations',
    { schema: { tags, body: OrganisationCreate, response: { 201: Organisation } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request), request.body)),
  );
  // A static segment: Fastify matches it before the `:id` routes below.
  app.get(
    '/api/organisations/current',
    { schema: { tags, response: { 200: Organisation } } },
    async (request) => service.getCurrent(requireUser(request)),
  );
  app.put(
    '/api/organisations/current',
    { schema: { tags, body: OrganisationUpdate, response: { 200: Organisation } } },
    async (request) => service.updateCurrent(requireUser(request), request.body),
  );
  app.get(
    '/api/organisations/:id',
    { schema: { tags, params: IdParams, response: { 200: Organisation } } },
    async (request) => service.get(requireUser(request), request.params.id),
  );
  app.put(
    '/api/organisations/:id',
    { schema: { tags, params: IdParams, body: OrganisationUpdate, response: { 200: Organisation } } },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );
  app.delete(
    '/api/organisations/:id',
    { schema: { tags, params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
