import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { TextInput } from '../../../components/TextInput';
import { signIn } from '../../../lib/auth';
import { homeFor } from '../../../lib/home';
import { useForm } from '../../../lib/use-form';
import { createAccount } from '../api';
import { BackToLogin } from '../components/AuthPage';
import { CreateAccountForm } from '../components/auth-schemas';
import { TokenLinkPage } from '../components/LinkProblem';

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
  return (
    <TokenLinkPage
      texts="authPages.createAccount"
      token={token}
      refused={form.errors.token}
      ways={[{ to: '/auth/login', label: t('authPages.forgot.back') }]}
    >
      <FormCard
        {...form.cardProps(onSubmit)}
        title={t('authPages.createAccount.title')}
        intro={t('authPages.createAccount.intro')}
        submitLabel={t('authPages.createAccount.submit')}
        footer={<BackToLogin />}
      >
        <TextInput {...form.field('name')} label={t('authPages.createAccount.name')} autoComplete="name" />
        <NewPasswordFields form={form} name="password" label={t('authPages.password')} />
      </FormCard>
    </TokenLinkPage>
  );
}
