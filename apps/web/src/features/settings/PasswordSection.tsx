import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordField } from '../../components/PasswordField';
import { useForm } from '../../lib/use-form';
import { changePassword } from './api';
import { PasswordForm } from './schemas';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password, new password, confirm new password and the update-password action (docs/PRODUCT.md, "Interface"). */
export function PasswordSection() {
  const { t } = useTranslation();
  const form = useForm(empty);
  const [done, setDone] = useState(false);
  const onSubmit = form.handleSubmit(PasswordForm, async ({ currentPassword, newPassword }) => {
    setDone(false);
    await changePassword({ currentPassword, newPassword });
    form.setValues(empty);
    setDone(true);
  });
  return (
    <FormCard
      {...form.cardProps(onSubmit)}
      headingLevel="h2"
      title={t('settings.password.heading')}
      success={done ? t('settings.password.done') : null}
      submitLabel={t('settings.password.submit')}
    >
      <PasswordField
        {...form.field('currentPassword')}
        label={t('settings.password.currentPassword')}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={t('settings.password.newPassword')}
        confirmLabel={t('settings.password.confirmPassword')}
      />
    </FormCard>
  );
}
