import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { useForm } from '../../../lib/use-form';
import { resetPassword } from '../api';
import { ResetForm } from '../components/auth-schemas';
import { TokenLinkPage } from '../components/LinkProblem';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({ token, newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);
  const onSubmit = form.handleSubmit(ResetForm, async ({ token, newPassword }) => {
    await resetPassword({ token, newPassword });
    setDone(true);
  });
  return (
    <TokenLinkPage
      texts="authPages.reset"
      token={token}
      refused={form.errors.token}
      ways={[
        { to: '/auth/forgot-password', label: t('authPages.reset.newLink') },
        { to: '/auth/login', label: t('authPages.reset.toLogin') },
      ]}
    >
      <FormCard
        {...form.cardProps(onSubmit)}
        sending={form.sending || done}
        title={t('authPages.reset.title')}
        success={
          done ? (
            <>
              {t('authPages.reset.done')}{' '}
              <Link component={RouterLink} to="/auth/login">
                {t('authPages.reset.toLogin')}
              </Link>
            </>
          ) : null
        }
        submitLabel={t('authPages.reset.submit')}
      >
        <NewPasswordFields form={form} name="newPassword" label={t('authPages.reset.newPassword')} />
      </FormCard>
    </TokenLinkPage>
  );
}
