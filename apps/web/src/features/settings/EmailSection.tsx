import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/EmailField';
import { FormCard } from '../../components/FormCard';
import { PasswordField } from '../../components/PasswordField';
import { useCurrentUser } from '../../lib/auth';
import { useForm } from '../../lib/use-form';
import { changeEmail } from './api';
import { EmailForm } from './schemas';

/** New email: a confirmation link goes to the new address; the change applies when it is opened. */
export function EmailSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const form = useForm({ newEmail: '', currentPassword: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(EmailForm, async (body) => {
    setSentTo(null);
    await changeEmail(body);
    setSentTo(body.newEmail);
    form.setValues({ newEmail: '', currentPassword: '' });
  });
  return (
    <FormCard
      {...form.cardProps(onSubmit)}
      headingLevel="h2"
      title={t('settings.email.heading')}
      intro={user ? t('settings.email.current', { email: user.email }) : undefined}
      restored={form.restored}
      success={sentTo ? t('settings.email.sent', { email: sentTo }) : null}
      submitLabel={t('settings.email.submit')}
    >
      <EmailField {...form.field('newEmail')} label={t('settings.email.newEmail')} autoComplete="email" />
      <PasswordField
        {...form.field('currentPassword')}
        id="field-email-currentPassword"
        label={t('settings.email.currentPassword')}
        autoComplete="current-password"
        required
      />
    </FormCard>
  );
}
