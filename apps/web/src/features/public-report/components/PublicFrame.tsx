import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { ErrorState } from '../../../components/QueryStates';
import { ApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

/** A public page's column: one card with a heading, comfortable on a phone. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}

/**
 * A public page whose link or code did not load: `notFound` when the server knows no such link
 * (a warning, nothing to retry), otherwise the error with a way to try again.
 */
export function PublicLoadFailure({
  title,
  query,
  notFound,
}: {
  title: string;
  /** The page's failed query. */
  query: { error: unknown; refetch: () => unknown };
  notFound: string;
}) {
  const { error } = query;
  return (
    <PublicFrame title={title}>
      {error instanceof ApiError && error.status === 404 ? (
        <Alert severity="warning">{notFound}</Alert>
      ) : (
        <ErrorState error={error} onRetry={() => void query.refetch()} />
      )}
    </PublicFrame>
  );
}

/** A public page outside the signed-in layout, given the query client that layout would give it. */
export function withQueries(Page: ComponentType) {
  return function PublicPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
