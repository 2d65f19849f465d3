import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** The spinner shown while a page or layout chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    >
      {t('common.pageLoadFailed')}
    </Alert>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a page that could not load (or threw while rendering) so the frame around it stays usable. */
class LoadErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

/** Suspense and an error boundary around one lazily loaded page. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}
