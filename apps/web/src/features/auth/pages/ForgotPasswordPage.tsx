import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { TextInput } from '../../../components/TextInput';
import { useForm } from '../../../lib/use-form';
import { requestPasswordReset } from '../api';
import { AuthPage } from '../components/AuthPage';
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
        footer={
          <Link component={RouterLink} to="/auth/login">
            {t('authPages.forgot.back')}
          </Link>
        }
      >
        <TextInput
          {...form.field('email')}
          label={t('authPages.email')}
          type="email"
          autoComplete="email"
          required
        />
      </FormCard>
    </AuthPage>
  );
}
