import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Centres an auth form in a comfortable column on every screen size. */
export function AuthPage({ children, onFocusCapture }: { children: ReactNode; onFocusCapture?: () => void }) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 1, sm: 4 } }} onFocusCapture={onFocusCapture}>
      {children}
    </Box>
  );
}

/** An auth page that is not a form (where a mailed link lands): its heading over what it says. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthPage>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </AuthPage>
  );
}

/** The link back to the sign-in page under a form. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/auth/login">
      {t('authPages.forgot.back')}
    </Link>
  );
}
