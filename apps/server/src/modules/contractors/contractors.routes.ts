import {
  Contractor,
  ContractorCreate,
  ContractorListQuery,
  ContractorPage,
  ContractorUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { crudRoutes } from '../../http/crud-routes';
import { createContractorService } from './contractors.service';

/** /api/contractors (shown as "Contractors" in English, "Frilansare" in Swedish). */
export const contractorRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) =>
  crudRoutes(app, {
    paths: ['/api/contractors'],
    tag: 'contractors',
    singular: 'Contractor',
    plural: 'Contractors',
    schemas: {
      item: Contractor,
      page: ContractorPage,
      listQuery: ContractorListQuery,
      create: ContractorCreate,
      update: ContractorUpdate,
    },
    service: createContractorService(deps),
  });
