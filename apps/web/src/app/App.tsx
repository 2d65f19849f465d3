import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { STORAGE_KEYS } from '../lib/storage';
import { theme } from '../lib/theme';
import { AppRoutes } from './router';

/**
 * Theme and router. The TanStack Query client is provided by the signed-in
 * layout (app/AppLayout.tsx), so the sign-in pages do not load it.
 */
export function App() {
  // The router is ready: a later failed page load may reload once again (docs/PRODUCT.md, "Interface").
  useEffect(() => {
    localStorage.removeItem(STORAGE_KEYS.reloadGuard);
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
