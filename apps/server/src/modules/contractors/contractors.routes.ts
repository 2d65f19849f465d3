import {
  Contractor,
  ContractorCreate,
  ContractorListQuery,
  ContractorPage,
  ContractorUpdate,
  IdParams,
  OkResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createContractorService } from './contractors.service';

/** /api/contractors (shown as "Freelancers"). */
export const contractorRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createContractorService(deps);
  const tags = ['contractors'];
  // 401 before the body is even validated.
  app.addHook('preValidation', guard());

  app.get(
    '/api/contractors',
    { schema: { tags, querystring: ContractorListQuery, response: { 200: ContractorPage } } },
    async (request) => service.list(requireUser(request), request.query),
  );
  app.post(
    '/api/contractors',
    { schema: { tags, body: ContractorCreate, response: { 201: Contractor } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request), request.body)),
  );
  app.get(
    '/api/contractors/:id',
    { schema: { tags, params: IdParams, response: { 200: Contractor } } },
    async (request) => service.get(requireUser(request), request.params.id),
  );
  app.put(
    '/api/contractors/:id',
    { schema: { tags, params: IdParams, body: ContractorUpdate, response: { 200: Contractor } } },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );
  app.delete(
    '/api/contractors/:id',
    { schema: { tags, params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
