import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-text';

/** A spinner with a screen-reader label while data loads. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{label ?? t('common.loading')}</Typography>
    </Box>
  );
}

/** A failed load: what went wrong in the user's language (lib/error-text.ts) and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = errorMessage(t, error);
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('adminPages.shared.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** Nothing to show yet, with an optional next step. */
/** An empty list says so with an icon in a soft disc above its words (the icon is decoration only). */
export function EmptyState({
  title,
  body,
  action,
  icon = <InboxOutlinedIcon />,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', bgcolor: 'transparent' }}>
      <Box
        aria-hidden
        data-testid="empty-state-icon"
        sx={{
          mx: 'auto',
          mb: 1.5,
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(28, 3, 169, 0.08)',
          color: 'primary.main',
          '& svg': { fontSize: 30 },
        }}
      >
        {icon}
      </Box>
      <Typography component="p" variant="h6" gutterBottom>
        {title}
      </Typography>
      {body && <Typography sx={{ mb: action ? 2 : 0 }}>{body}</Typography>}
      {action}
    </Paper>
  );
}

/** A list query's states: the spinner, the failure with a retry, the empty state, or the rows. */
export function QueryRows<R>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<{ items: R[] }>;
  empty: { title: string; body?: string };
  children: (rows: R[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={empty.title} body={empty.body} />;
  return <>{children(query.data.items)}</>;
}
