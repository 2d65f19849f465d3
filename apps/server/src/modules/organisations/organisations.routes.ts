import {
  Organisation,
  OrganisationCreate,
  OrganisationListQuery,
  OrganisationPage,
  OrganisationUpdate,
} from '@app/contract';
import { requireUser } from '../../auth/guard';
import { crudRoutes } from '../../http/crud-routes';
import { operations } from '../../http/operation';
import { serviceRoutes } from '../../http/service-routes';
import { createOrganisationService } from './organisations.service';

const op = operations({ tags: ['organisations'] });

/** /api/organisations, and /api/organisations/current for the caller's own (its report language). */
export const organisationRoutes = serviceRoutes(createOrganisationService, (app, service) => {
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
});
