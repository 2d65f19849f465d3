import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { refreshCurrentUser, useCurrentUser } from '../../../lib/auth';
import { homeFor } from '../../../lib/home';
import { AuthCard } from '../components/AuthPage';

/**
 * Where the confirmation link of an email change lands (`?result=done|failed`). It is public
 * because the link is often opened in another browser or mail app than the one signed in, and
 * every role may change its email.
 */
export default function EmailChangedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const done = params.get('result') === 'done';
  const signedIn = user !== null;

  useEffect(() => {
    // The stored user still carries the old address; a failed re-read is handled by the 401 flow.
    if (done && signedIn) refreshCurrentUser().catch(() => undefined);
  }, [done, signedIn]);

  return (
    <AuthCard title={t('authPages.emailChanged.title')}>
      <Alert severity={done ? 'success' : 'error'} role={done ? 'status' : 'alert'}>
        {t(done ? 'authPages.emailChanged.done' : 'authPages.emailChanged.failed')}
      </Alert>
      <Button
        component={RouterLink}
        to={user ? homeFor(user.roles) : '/auth/login'}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(user ? 'authPages.emailChanged.continue' : 'authPages.emailChanged.toLogin')}
      </Button>
    </AuthCard>
  );
}
