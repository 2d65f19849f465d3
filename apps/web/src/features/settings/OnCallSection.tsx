import { Organisation, OrganisationUpdate } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { TextInput } from '../../components/TextInput';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { useForm } from '../../lib/use-form';
import { currentOrganisationKey } from './LanguageSections';

/**
 * The organisation's on-call (jour) number (PUT /api/organisations/current): the chat assistant
 * gives it with its safety advice (gas, water, fire…). Those who may change the organisation's
 * settings edit it; an empty field clears it.
 */
export function OnCallSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const canEdit = Boolean(user?.can.editReportLanguage && user.organisationId);
  const org = useQuery({
    queryKey: currentOrganisationKey,
    queryFn: () => api.get('/api/organisations/current', Organisation),
    enabled: canEdit,
  });
  const form = useForm({ onCallPhone: '' });
  const [saved, setSaved] = useState(false);
  const loaded = org.data?.onCallPhone ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the field once the organisation is loaded.
  useEffect(() => {
    form.setValues({ onCallPhone: loaded });
  }, [loaded]);
  const onSubmit = form.handleSubmit(
    OrganisationUpdate,
    async (body) => {
      setSaved(false);
      const updated = await api.put('/api/organisations/current', body, Organisation);
      queryClient.setQueryData(currentOrganisationKey, updated);
      setSaved(true);
    },
    (v) => ({ onCallPhone: v.onCallPhone.trim() || null }),
  );
  if (!canEdit) return null;
  return (
    <FormCard
      headingLevel="h2"
      title={t('settings.onCall.heading')}
      intro={t('settings.onCall.help')}
      formError={form.formError}
      restored={form.restored}
      success={saved ? t('settings.onCall.saved') : null}
      submitLabel={t('settings.onCall.submit')}
      sending={form.sending}
      onSubmit={onSubmit}
      formRef={form.formRef}
    >
      <TextInput
        {...form.field('onCallPhone')}
        label={t('settings.onCall.label')}
        type="tel"
        autoComplete="off"
      />
    </FormCard>
  );
}
