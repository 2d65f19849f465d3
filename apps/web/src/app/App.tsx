import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { STORAGE_KEYS } from '../lib/storage';
import { theme, themeWithTexts } from '../lib/theme';
import { AppRoutes } from './router';

/**
 * Theme and router. The TanStack Query client is provided by the signed-in
 * layout (app/AppLayout.tsx), so the sign-in pages do not load it.
 */
export function App() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  const localTheme = useMemo(() => themeWithTexts(theme, { close: t('common.close') }), [t, i18n.language]);
  // The router is ready: a later failed page load may reload once again (docs/PRODUCT.md, "Interface").
  useEffect(() => {
    localStorage.removeItem(STORAGE_KEYS.reloadGuard);
  }, []);
  return (
    <ThemeProvider theme={localTheme}>
      <CssBaseline />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
