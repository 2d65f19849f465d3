import { ProfileUpdate } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { TextInput } from '../../components/TextInput';
import { signIn, useCurrentUser } from '../../lib/auth';
import { useForm } from '../../lib/use-form';
import { updateProfile } from './api';

/**
 * Name and phone (PUT /api/auth/profile). The phone is shown on the errands to those
 * who work on them (docs/PRODUCT.md "Contact on site"); an empty field clears it.
 */
export function ProfileSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const form = useForm({ name: user?.name ?? '', phone: user?.phone ?? '' });
  const [saved, setSaved] = useState(false);
  const onSubmit = form.handleSubmit(
    ProfileUpdate,
    async (body) => {
      setSaved(false);
      const { user: updated } = await updateProfile(body);
      signIn(updated);
      setSaved(true);
    },
    (v) => ({ name: v.name.trim() || null, phone: v.phone.trim() || null }),
  );
  return (
    <FormCard
      {...form.cardProps(onSubmit)}
      headingLevel="h2"
      title={t('settings.profile.heading')}
      // Whose phone the errands show depends on what the user does: a reporter's own, a
      // contractor's from their record.
      intro={t(user?.can.createReport ? 'settings.profile.help' : 'settings.profile.helpContractor')}
      restored={form.restored}
      success={saved ? t('settings.profile.saved') : null}
      submitLabel={t('settings.profile.submit')}
    >
      <TextInput {...form.field('name')} label={t('settings.profile.name')} autoComplete="name" />
      <TextInput
        {...form.field('phone')}
        label={t('settings.profile.phone')}
        type="tel"
        autoComplete="tel"
        helperText={form.errors.phone ?? t('settings.profile.phoneHelp')}
      />
    </FormCard>
  );
}
