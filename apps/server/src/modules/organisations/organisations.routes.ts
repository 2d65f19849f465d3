import {
  Organisation,
  OrganisationCreate,
  OrganisationListQuery,
  OrganisationPage,
  OrganisationUpdate,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard';
import type { Deps } from '../../deps';
import { crudRoutes } from '../../http/crud-routes';
import { operations } from '../../http/operation';
import { createOrganisationService } from './organisations.service';

/** /api/organisations, and /api/organisations/current for the caller's own (its report language). */
export const organisationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const service = createOrganisationService(deps);
  const op = operations({ tags: ['organisations'] });
  crudRoutes(app, {
    paths: ['/api/organisations'],
    tag: 'organisations',
    singular: 'Organisation',
    plural: 'Organisations',
    schemas: {
      item: Organisation,
      page: OrganisationPage,
      listQuery: OrganisationListQuery,
      create: OrganisationCreate,
      update: OrganisationUpdate,
    },
    service,
  });
  // A static segment: Fastify matches it before the `:id` routes.
  app.get('/api/organisations/current', op('getCurrentOrganisation', { ok: Organisation }), async (request) =>
    service.getCurrent(requireUser(request)),
  );
  app.put(
    '/api/organisations/current',
    op('updateCurrentOrganisation', { body: OrganisationUpdate, ok: Organisation }),
    async (request) => service.updateCurrent(requireUser(request), request.body),
  );
};
