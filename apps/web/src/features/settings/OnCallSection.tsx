import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { TextInput } from '../../components/TextInput';
import { useOrganisationForm } from './use-organisation-form';

/**
 * The organisation's on-call (jour) number (PUT /api/organisations/current): the chat assistant
 * gives it with its safety advice (gas, water, fire…). Those who may change the organisation's
 * settings edit it; an empty field clears it.
 */
export function OnCallSection() {
  const { t } = useTranslation();
  const { canEdit, form, card } = useOrganisationForm(
    { onCallPhone: '' },
    (org) => ({ onCallPhone: org.onCallPhone ?? '' }),
    (v) => ({ onCallPhone: v.onCallPhone.trim() || null }),
    'settings.onCall',
  );
  if (!canEdit) return null;
  return (
    <FormCard {...card}>
      <TextInput
        {...form.field('onCallPhone')}
        label={t('settings.onCall.label')}
        type="tel"
        autoComplete="off"
      />
    </FormCard>
  );
}
