import { Property, PropertyCreate, PropertyListQuery, PropertyPage, PropertyUpdate } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { crudRoutes } from '../../http/crud-routes';
import { createPropertyService } from './properties.service';

/** /api/properties */
export const propertyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) =>
  crudRoutes(app, {
    paths: ['/api/properties'],
    tag: 'properties',
    singular: 'Property',
    plural: 'Properties',
    schemas: {
      item: Property,
      page: PropertyPage,
      listQuery: PropertyListQuery,
      create: PropertyCreate,
      update: PropertyUpdate,
    },
    service: createPropertyService(deps),
  });
