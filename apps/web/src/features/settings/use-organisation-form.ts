import { type Organisation, OrganisationUpdate } from '@app/contract';
import { useCurrentUser } from '../../lib/auth';
import { useCurrentOrganisation, useUpdateCurrentOrganisation } from '../organisations';
import { useStoredForm } from './use-stored-form';

/**
 * A form over settings of the caller's own organisation (GET/PUT /api/organisations/current), for
 * those who may change them (its managers): the fields are filled once the organisation has
 * arrived and again from what the server answers to a save; `prepare` turns them into the update,
 * and the section's card takes its texts from the catalogue block `texts` (see useStoredForm).
 */
export function useOrganisationForm<V extends Record<string, string>>(
  empty: V,
  fromOrganisation: (org: Organisation) => V,
  prepare: (values: V) => Record<string, unknown>,
  texts: string,
) {
  const user = useCurrentUser();
  const canEdit = Boolean(user?.can.editReportLanguage && user.organisationId);
  const org = useCurrentOrganisation(canEdit);
  const save = useUpdateCurrentOrganisation();
  const { form, card } = useStoredForm({
    empty,
    current: org.data,
    toValues: fromOrganisation,
    schema: OrganisationUpdate,
    save: (body) => save.mutateAsync(body),
    prepare,
    texts,
  });
  return { canEdit, org, form, card };
}
