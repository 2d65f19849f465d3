import { OrganisationPage } from '@app/contract';
import { listQuery, queryKeys, resourceMutations } from '../../lib/queries';

export const organisationList = (query: string) =>
  listQuery(queryKeys.organisations, '/api/organisations', OrganisationPage, query);

export const organisations = resourceMutations('/api/organisations', [queryKeys.organisations]);
