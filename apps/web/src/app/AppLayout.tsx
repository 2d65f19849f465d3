import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LiveStatus } from '../components/LiveStatus';
import { LazyPopup, useLazyPopup } from '../components/lazy-popup';
import { NotifierProvider } from '../components/Notifier';
import { UserMenu } from '../components/UserMenu';
import { NeedsActionMenuButton } from '../features/needs-action/NeedsActionBadge';
import { NotificationBell } from '../features/notifications';
import { refreshCurrentUser, useCurrentUser } from '../lib/auth';
import { useLiveUpdates } from '../lib/hub';
import { LiveCues } from '../lib/live-cues';
import { queryClient } from '../lib/query-client';
import { startWhenLoaded } from '../lib/start-when-loaded';
import { GroupLayout } from './GroupLayout';
import { loadOnce } from './lazy-page';
import { NavList } from './NavList';
import type { NavItem } from './pages';

export interface AppLayoutProps {
  nav: NavItem[];
  home: string;
  /** The group's settings page, linked from the user menu. */
  settingsPath?: string;
}

const loadNavDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(() => loadOnce(loadNavDrawer));

/** Under this width the navigation moves into a drawer. */
const NARROW = '(max-width:899.95px)';

/** The width of the side navigation on wide screens and of the drawer on narrow ones. */
const NAV_WIDTH = 240;

function Frame({ nav, home, settingsPath }: AppLayoutProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW, { noSsr: true });
  // The drawer mounts when first opened; its code is fetched after the first screen once the
  // screen is narrow, so the first opening does not wait for it.
  const drawer = useLazyPopup(false);
  useEffect(() => {
    if (narrow) loadNavDrawer().catch(() => undefined);
  }, [narrow]);
  const drawerId = useId();
  const location = useLocation();
  const user = useCurrentUser();
  useLiveUpdates(user !== null);
  // What was done without signal goes now, and whenever the signal returns. The queue (with the
  // attachments' uploads) and the assistant's outbox are fetched for it after the first screen,
  // which shows neither.
  useEffect(() => startWhenLoaded(() => import('../features/offline').then((m) => m.startQueueSync)), []);
  useEffect(
    () => startWhenLoaded(() => import('../features/assistant').then((m) => m.startChatOutboxSync)),
    [],
  );
  // A user stored by an older version lacks the newest capability: read it again from the server
  // once, rather than show a tenant the staff's form until the next sign-in.
  const stale = user !== null && user.can.reportAtRentedPremises === undefined;
  useEffect(() => {
    if (stale) refreshCurrentUser().catch(() => undefined);
  }, [stale]);
  // Following a link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => drawer.close(), [location.pathname]);

  const menuProps = {
    color: 'inherit',
    edge: 'start',
    'aria-controls': drawerId,
    'aria-expanded': drawer.value,
    onClick: () => drawer.open(true),
  } as const;
  const menuButton = !narrow ? null : nav.some((item) => item.badge === 'needsAction') ? (
    <NeedsActionMenuButton label={t('common.openMenu')} {...menuProps}>
      <MenuIcon />
    </NeedsActionMenuButton>
  ) : (
    <IconButton aria-label={t('common.openMenu')} {...menuProps}>
      <MenuIcon />
    </IconButton>
  );

  // Wide screens: a column of its own beside the page, under the bar, however many entries a
  // role has (the administrator's nine no longer wrap the bar into two or three rows).
  const side = narrow ? null : (
    <Box
      component="nav"
      aria-label={t('common.mainNav')}
      sx={{
        width: NAV_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        height: 'calc(100vh - 64px)',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <NavList nav={nav} home={home} />
    </Box>
  );

  return (
    <GroupLayout
      nav={nav}
      home={home}
      inlineNav={false}
      aside={side}
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
        <LazyPopup popup={drawer}>
          <NavDrawer
            id={drawerId}
            open={drawer.value}
            onClose={drawer.close}
            nav={nav}
            home={home}
            width={NAV_WIDTH}
          />
        </LazyPopup>
      )}
    </GroupLayout>
  );
}

/**
 * The signed-in groups' layout (/admin, /panel, /contractor), loaded on
 * demand so the sign-in pages stay lean: the navigation in a side column on wide
 * screens and in a drawer behind a menu button on narrow ones,
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
