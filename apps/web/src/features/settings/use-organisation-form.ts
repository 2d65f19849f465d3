import { type Organisation, OrganisationUpdate } from '@app/contract';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/auth';
import { useForm } from '../../lib/use-form';
import { useCurrentOrganisation, useUpdateCurrentOrganisation } from '../organisations';

/**
 * A form over settings of the caller's own organisation (GET/PUT /api/organisations/current), for
 * those who may change them (its managers): the fields are filled once the organisation has
 * arrived and again from what the server answers to a save; `prepare` turns them into the update.
 */
export function useOrganisationForm<V extends Record<string, string>>(
  empty: V,
  fromOrganisation: (org: Organisation) => V,
  prepare: (values: V) => Record<string, unknown>,
) {
  const user = useCurrentUser();
  const canEdit = Boolean(user?.can.editReportLanguage && user.organisationId);
  const org = useCurrentOrganisation(canEdit);
  const save = useUpdateCurrentOrganisation();
  // No draft: the fields are filled from the server, which would overwrite it anyway.
  const form = useForm(empty, { draft: false });
  const [saved, setSaved] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the fields when the organisation (re)arrives.
  useEffect(() => {
    if (org.data) form.setValues(fromOrganisation(org.data));
  }, [org.data]);
  const onSubmit = form.handleSubmit(
    OrganisationUpdate,
    async (body) => {
      setSaved(false);
      await save.mutateAsync(body);
      setSaved(true);
    },
    prepare,
  );
  /** What every such section hands its FormCard. */
  const card = {
    formError: form.formError,
    sending: form.sending,
    submitDisabled: !org.data,
    onSubmit,
    formRef: form.formRef,
  };
  return { canEdit, org, form, saved, card };
}
