import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '../lib/storage';
import { theme } from '../lib/theme';
import { createRouter } from './router';

/**
 * Theme and router. The TanStack Query client is provided by the signed-in
 * layout (app/AppLayout.tsx), so the sign-in pages do not load it.
 */
export function App() {
  const [router] = useState(createRouter);
  // The router is ready: a later failed page load may reload once again (spec §8).
  useEffect(() => {
    localStorage.removeItem(STORAGE_KEYS.reloadGuard);
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
