import { Organisation, OrganisationCreate, OrganisationPage, OrganisationUpdate } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { plainResource, queryKeys } from '../../lib/queries';

export const organisationRegister = {
  section: 'adminPages.organisations',
  title: 'adminPages.organisations.title',
  ...plainResource('/api/organisations', OrganisationPage, [queryKeys.organisations]),
  schemas: { create: OrganisationCreate, edit: OrganisationUpdate },
};

/** Under the organisations' key, so a change made on the organisations page refreshes it too. */
const currentKey = [...queryKeys.organisations, 'current'] as const;

/** The caller's own organisation (GET /api/organisations/current); fetched only when `enabled`. */
export function useCurrentOrganisation(enabled = true) {
  return useQuery({
    queryKey: currentKey,
    queryFn: ({ signal }) => api.get('/api/organisations/current', Organisation, { signal }),
    enabled,
  });
}

/** Changes the caller's own organisation; every section showing it gets the answer. */
export function useUpdateCurrentOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationUpdate) => api.put('/api/organisations/current', body, Organisation),
    onSuccess: (data) => queryClient.setQueryData(currentKey, data),
  });
}
