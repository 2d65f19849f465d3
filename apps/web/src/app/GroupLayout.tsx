import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { SkipLink } from '../components/SkipLink';
import type { NavItem } from './pages';

export interface GroupLayoutProps {
  nav: NavItem[];
  /** Where the app name links to (the group's home). */
  home: string;
  /** Before the app name (the signed-in layout's menu button on phones). */
  start?: ReactNode;
  /** After the language switch (live connection, user menu). */
  end?: ReactNode;
  /** Show the navigation in the bar; false when a drawer holds it. */
  inlineNav?: boolean;
  /** Rendered after the bar (the navigation drawer). */
  children?: ReactNode;
}

/**
 * The frame of every route group (docs/PRODUCT.md, "Interface"): a skip link, the app bar with the
 * navigation labels and the language switch, and the page in <main>.
 * It stays light because the sign-in pages load it; the signed-in groups add
 * their drawer, live dot and user menu in AppLayout, loaded on demand.
 */
export function GroupLayout({ nav, home, start, end, inlineNav = true, children }: GroupLayoutProps) {
  const { t } = useTranslation();
  // A long navigation (the administrator's nine entries) does not fit beside the name and the
  // controls below 1536 px: it gets its own row under them instead of pushing them down.
  const ownRowUntil = nav.length > 7 ? 'xl' : 'md';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" color="primary" component="header">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, sm: 0 } }}>
          {start}
          <Typography
            component={Link}
            to={home}
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', mr: 1, whiteSpace: 'nowrap' }}
          >
            {t('common.appName')}
          </Typography>
          <Box
            sx={{
              flexGrow: 1,
              display: 'flex',
              order: { xs: inlineNav ? 3 : 0, [ownRowUntil]: 0 },
              flexBasis: { xs: inlineNav ? '100%' : 'auto', [ownRowUntil]: 'auto' },
            }}
          >
            {inlineNav && (
              <Box
                component="nav"
                aria-label={t('common.mainNav')}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
              >
                {nav.map((item) => (
                  <Button
                    key={item.to}
                    color="inherit"
                    component={NavLink}
                    to={item.to}
                    end
                    sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.18)' } }}
                  >
                    {t(item.labelKey)}
                  </Button>
                ))}
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
            {end && end}
            <LanguageSwitch onDark />
          </Box>
        </Toolbar>
      </AppBar>
      {children}
      <Container component="main" id="main" tabIndex={-1} sx={{ py: 3, flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
