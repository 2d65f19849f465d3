import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Centres an auth form in a comfortable column on every screen size. */
export function AuthPage({ children, onFocusCapture }: { children: ReactNode; onFocusCapture?: () => void }) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 1, sm: 4 } }} onFocusCapture={onFocusCapture}>
      {children}
    </Box>
  );
}
