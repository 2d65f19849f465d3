import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LiveStatus } from '../components/LiveStatus';
import { NotificationBell } from '../components/NotificationBell';
import { NotifierProvider } from '../components/Notifier';
import { UserMenu } from '../components/UserMenu';
import { useCurrentUser } from '../lib/auth';
import { useLiveUpdates } from '../lib/hub';
import { LiveCues } from '../lib/live-cues';
import { queryClient } from '../lib/query-client';
import { GroupLayout } from './GroupLayout';
import type { NavItem } from './pages';

export interface AppLayoutProps {
  nav: NavItem[];
  home: string;
  /** The group's settings page, linked from the user menu. */
  settingsPath?: string;
}

/** Under this width the navigation moves into a drawer. */
const NARROW = '(max-width:899.95px)';

function Frame({ nav, home, settingsPath }: AppLayoutProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW, { noSsr: true });
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const location = useLocation();
  const user = useCurrentUser();
  useLiveUpdates(user !== null);
  // Following a link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [location.pathname]);

  const menuButton = narrow ? (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={t('common.openMenu')}
      aria-controls={drawerId}
      aria-expanded={open}
      onClick={() => setOpen(true)}
    >
      <MenuIcon />
    </IconButton>
  ) : null;

  return (
    <GroupLayout
      nav={nav}
      home={home}
      inlineNav={!narrow}
      start={menuButton}
      end={
        <>
          <LiveStatus />
          <NotificationBell home={home} />
          <UserMenu settingsPath={settingsPath} />
        </>
      }
    >
      {narrow && (
        <Drawer id={drawerId} open={open} onClose={() => setOpen(false)}>
          <Box component="nav" aria-label={t('common.mainNav')} sx={{ width: 260 }}>
            <Typography variant="h6" component="p" sx={{ px: 2, pt: 2, pb: 1 }}>
              {t('common.appName')}
            </Typography>
            <List>
              {nav.map((item) => (
                <ListItemButton
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end
                  sx={{ '&.active': { bgcolor: 'rgba(28,3,169,0.12)', fontWeight: 600 } }}
                >
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        </Drawer>
      )}
    </GroupLayout>
  );
}

/**
 * The signed-in groups' layout (/admin, /panel, /contractor), loaded on
 * demand so the sign-in pages stay lean: navigation drawer on narrow screens,
 * live-connection dot, user menu, the TanStack Query client and live updates.
 */
export default function AppLayout(props: AppLayoutProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotifierProvider>
        <Frame {...props} />
        <LiveCues />
      </NotifierProvider>
    </QueryClientProvider>
  );
}
