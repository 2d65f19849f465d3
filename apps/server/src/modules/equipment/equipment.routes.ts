import {
  Equipment,
  EquipmentCreate,
  EquipmentListQuery,
  EquipmentPage,
  EquipmentUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { crudRoutes } from '../../http/crud-routes';
import { createEquipmentService } from './equipment.service';

/** /api/Equipment as the original client spells it (docs/PRODUCT.md "API conventions"), and /api/equipment (hidden from the OpenAPI document). */
export const equipmentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) =>
  crudRoutes(app, {
    paths: ['/api/Equipment', '/api/equipment'],
    tag: 'equipment',
    singular: 'Equipment',
    plural: 'Equipment',
    schemas: {
      item: Equipment,
      page: EquipmentPage,
      listQuery: EquipmentListQuery,
      create: EquipmentCreate,
      update: EquipmentUpdate,
    },
    service: createEquipmentService(deps),
  });
