import { Premises, PremisesCreate, PremisesListQuery, PremisesPage, PremisesUpdate } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { crudRoutes } from '../../http/crud-routes';
import { createPremisesService } from './premises.service';

/** /api/Premises as the original client spells it (docs/PRODUCT.md "API conventions"), and /api/premises (hidden from the OpenAPI document). */
export const premisesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) =>
  crudRoutes(app, {
    paths: ['/api/Premises', '/api/premises'],
    tag: 'premises',
    singular: 'Premises',
    plural: 'Premises',
    schemas: {
      item: Premises,
      page: PremisesPage,
      listQuery: PremisesListQuery,
      create: PremisesCreate,
      update: PremisesUpdate,
    },
    service: createPremisesService(deps),
  });
