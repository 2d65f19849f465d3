import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLayoutProps } from './AppLayout';
import { lazyComponent } from './lazy-page';

const AppLayout = lazyComponent(() => import('./AppLayout'));

function Loading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** The signed-in groups' layout, fetched on first use (see AppLayout). */
export function SignedInLayout(props: AppLayoutProps) {
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout {...props} />
    </Suspense>
  );
}
