import type { Role } from '@app/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { PasswordField } from '../../../components/PasswordField';
import { ProductMark } from '../../../components/ProductMark';
import { TextInput } from '../../../components/TextInput';
import { login } from '../../../lib/auth';
import { homeFor } from '../../../lib/home';
import { useForm } from '../../../lib/use-form';
import { AuthPage } from '../components/AuthPage';

/** The form's schema (and zod) load when the user starts typing, not with the page. */
const loadSchema = () => import('../components/auth-schemas').then((m) => m.LoginForm);

/** Only a page the user's role may open is a valid way back after sign-in. */
function backTo(from: unknown, roles: readonly Role[]): string {
  const home = homeFor(roles);
  return typeof from === 'string' && from.startsWith(`${home}/`) ? from : home;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({ email: '', password: '' });
  const onSubmit = form.handleSubmit(loadSchema, async ({ email, password }) => {
    const user = await login(email, password);
    const from = (location.state as { from?: unknown } | null)?.from;
    navigate(backTo(from, user.roles), { replace: true });
  });
  return (
    <AuthPage onFocusCapture={() => void loadSchema()}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <ProductMark size={56} />
      </Box>
      <FormCard
        title={t('authPages.login.title')}
        intro={t('authPages.login.intro')}
        formError={form.formError}
        submitLabel={t('authPages.login.submit')}
        sending={form.sending}
        onSubmit={onSubmit}
        formRef={form.formRef}
        footer={
          <Stack direction="row">
            <Link component={RouterLink} to="/auth/forgot-password">
              {t('authPages.login.forgot')}
            </Link>
          </Stack>
        }
      >
        <TextInput
          {...form.field('email')}
          label={t('authPages.email')}
          type="email"
          autoComplete="username"
          required
        />
        <PasswordField
          {...form.field('password')}
          label={t('authPages.password')}
          autoComplete="current-password"
          required
        />
      </FormCard>
    </AuthPage>
  );
}
