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
import { plainLink } from '../components/layout';
import { ProductMark } from '../components/ProductMark';
import { SkipLink } from '../components/SkipLink';
import { visuallyHidden } from '../lib/visually-hidden';
import type { NavItem } from './pages';

export interface GroupLayoutProps {
  nav: NavItem[];
  /** Where the app name links to (the group's home). */
  home: string;
  /** Before the app name (the signed-in layout's menu button on phones). */
  start?: ReactNode;
  /** After the language switch (live connection, user menu). */
  end?: ReactNode;
  /** Show the navigation in the bar; false when a side column or a drawer holds it. */
  inlineNav?: boolean;
  /** Beside the page, before it (the signed-in groups' side navigation on wide screens). */
  aside?: ReactNode;
  /** Rendered after the bar (the navigation drawer). */
  children?: ReactNode;
}

/**
 * The frame of every route group (docs/PRODUCT.md, "Interface"): a skip link, the app bar with
 * the product mark, the language switch and (for the sign-in pages' two entries) the navigation,
 * and the page in <main>. It stays light because the sign-in pages load it; the signed-in groups
 * add their side navigation, drawer, live dot and user menu in AppLayout, loaded on demand.
 */
export function GroupLayout({ nav, home, start, end, inlineNav = true, aside, children }: GroupLayoutProps) {
  const { t } = useTranslation();
  const showNav = inlineNav && nav.length > 0;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" color="primary" component="header">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, sm: 0 } }}>
          {start}
          <Box
            component={Link}
            to={home}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              mr: 1,
              minWidth: 0,
              ...plainLink,
            }}
          >
            <ProductMark size={32} />
            {/* On a phone beside the menu and the controls, the mark alone shows; the name stays
                for screen readers so the bar keeps one row. */}
            <Typography
              variant="h6"
              component="span"
              sx={{
                whiteSpace: 'nowrap',
                ...(start ? { '@media (max-width:599.95px)': visuallyHidden } : {}),
              }}
            >
              {t('common.appName')}
            </Typography>
          </Box>
          {showNav && (
            <Box
              component="nav"
              aria-label={t('common.mainNav')}
              // On a phone the entries get a row of their own under the name and the controls.
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 0.5,
                order: { xs: 3, sm: 0 },
                flexBasis: { xs: '100%', sm: 'auto' },
              }}
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
            {end}
            <LanguageSwitch onDark />
          </Box>
        </Toolbar>
      </AppBar>
      {children}
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {aside}
        <Container
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ py: 3, flexGrow: 1, minWidth: 0, outline: 'none' }}
        >
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
