import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/EmailField';
import { FormCard } from '../../../components/FormCard';
import { useForm } from '../../../lib/use-form';
import { requestPasswordReset } from '../api';
import { AuthPage, BackToLogin } from '../components/AuthPage';
import { ForgotForm } from '../components/auth-schemas';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);
  const onSubmit = form.handleSubmit(ForgotForm, async ({ email }) => {
    await requestPasswordReset(email);
    setSent(true);
  });
  return (
    <AuthPage>
      <FormCard
        {...form.cardProps(onSubmit)}
        title={t('authPages.forgot.title')}
        intro={t('authPages.forgot.intro')}
        success={sent ? t('authPages.forgot.sent') : null}
        submitLabel={t('authPages.forgot.submit')}
        footer={<BackToLogin />}
      >
        <EmailField {...form.field('email')} label={t('authPages.email')} autoComplete="email" />
      </FormCard>
    </AuthPage>
  );
}
