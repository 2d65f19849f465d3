import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A public page's column: one card with a heading, comfortable on a phone. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
