import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { TextInput } from '../../../components/TextInput';
import { signIn } from '../../../lib/auth';
import { homeFor } from '../../../lib/home';
import { useForm } from '../../../lib/use-form';
import { createAccount } from '../api';
import { AuthPage } from '../components/AuthPage';
import { CreateAccountForm } from '../components/auth-schemas';
import { LinkProblem } from '../components/LinkProblem';

/** The invitation link's page (/auth/create-account?token=…): choose a password, then signed in. */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({ token, name: '', password: '', confirmPassword: '' });
  const onSubmit = form.handleSubmit(CreateAccountForm, async ({ token, name, password }) => {
    const { user } = await createAccount({ token, password, ...(name ? { name } : {}) });
    signIn(user);
    navigate(homeFor(user.roles), { replace: true });
  });
  const tokenProblem = !token
    ? t('authPages.createAccount.missingToken')
    : form.errors.token
      ? t('authPages.createAccount.invalidToken')
      : null;
  if (tokenProblem)
    return (
      <AuthPage>
        <LinkProblem
          title={t('authPages.createAccount.title')}
          problem={tokenProblem}
          ways={[{ to: '/auth/login', label: t('authPages.forgot.back') }]}
        />
      </AuthPage>
    );
  return (
    <AuthPage>
      <FormCard
        {...form.cardProps(onSubmit)}
        title={t('authPages.createAccount.title')}
        intro={t('authPages.createAccount.intro')}
        submitLabel={t('authPages.createAccount.submit')}
        footer={
          <Link component={RouterLink} to="/auth/login">
            {t('authPages.forgot.back')}
          </Link>
        }
      >
        <TextInput {...form.field('name')} label={t('authPages.createAccount.name')} autoComplete="name" />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          label={t('authPages.password')}
          confirmLabel={t('authPages.confirmPassword')}
        />
      </FormCard>
    </AuthPage>
  );
}
