import {
  Equipment,
  EquipmentCreate,
  EquipmentListQuery,
  EquipmentPage,
  EquipmentUpdate,
  IdParams,
  OkResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { createEquipmentService } from './equipment.service';

/** /api/Equipment as the spec spells it, and /api/equipment (hidden from the OpenAPI document). */
export const equipmentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createEquipmentService(deps);
  // 401 before the body is even validated.
  app.addHook('preValidation', guard());

  for (const base of ['/api/Equipment', '/api/equipment']) {
    const tags = ['equipment'];
    const hide = base !== '/api/Equipment';
    app.get(
      base,
      { schema: { tags, hide, querystring: EquipmentListQuery, response: { 200: EquipmentPage } } },
      async (request) => service.list(requireUser(request), request.query),
    );
    app.post(
      base,
      { schema: { tags, hide, body: EquipmentCreate, response: { 201: Equipment } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireUser(request), request.body)),
    );
    app.get(
      `${base}/:id`,
      { schema: { tags, hide, params: IdParams, response: { 200: Equipment } } },
      async (request) => service.get(requireUser(request), request.params.id),
    );
    app.put(
      `${base}/:id`,
      { schema: { tags, hide, params: IdParams, body: EquipmentUpdate, response: { 200: Equipment } } },
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
