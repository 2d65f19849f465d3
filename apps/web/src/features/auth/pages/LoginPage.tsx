import type { Role } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmailField } from '../../../components/EmailField';
import { FormCard } from '../../../components/FormCard';
import { PasswordField } from '../../../components/PasswordField';
import { ProductMark } from '../../../components/ProductMark';
import { SESSION_EXPIRED_REASON } from '../../../lib/api';
import { login } from '../../../lib/auth';
import { homeFor } from '../../../lib/home';
import { useForm } from '../../../lib/use-form';
import { AuthPage } from '../components/AuthPage';

/** The form's schema (and zod) load when the user starts typing, not with the page. */
const loadSchema = () => import('../components/auth-schemas').then((m) => m.LoginForm);

/**
 * Only a page of this site that the user's role may open is a valid way back after sign-in:
 * a path (never another origin, `//host` or `/\\host`) under the role's home.
 */
function backTo(from: unknown, roles: readonly Role[]): string {
  const home = homeFor(roles);
  if (typeof from !== 'string' || !from.startsWith(`${home}/`) || /[\\]|\/\//.test(from)) return home;
  const url = new URL(from, window.location.origin);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : home;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // Sent here because the session ended by itself (lib/api.ts): say so, and go back afterwards.
  const expired = search.get('reason') === SESSION_EXPIRED_REASON;
  const form = useForm({ email: '', password: '' });
  const onSubmit = form.handleSubmit(loadSchema, async ({ email, password }) => {
    const user = await login(email, password);
    const from = (location.state as { from?: unknown } | null)?.from ?? search.get('next');
    navigate(backTo(from, user.roles), { replace: true });
  });
  return (
    <AuthPage onFocusCapture={() => void loadSchema()}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <ProductMark size={56} />
      </Box>
      <FormCard
        {...form.cardProps(onSubmit)}
        title={t('authPages.login.title')}
        intro={t('authPages.login.intro')}
        submitLabel={t('authPages.login.submit')}
        footer={
          <Stack direction="row">
            <Link component={RouterLink} to="/auth/forgot-password">
              {t('authPages.login.forgot')}
            </Link>
          </Stack>
        }
      >
        {expired && (
          <Alert severity="info" role="status">
            {t('authPages.login.sessionExpired')}
          </Alert>
        )}
        <EmailField {...form.field('email')} label={t('authPages.email')} autoComplete="username" />
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
