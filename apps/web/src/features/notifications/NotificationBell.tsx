import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latestNotifications } from './api';

/** The list under the bell (popover, list items, its actions) loads when the bell is first opened. */
const NotificationPopover = lazy(() => import('./NotificationPopover'));

/**
 * The bell in the app bar: the unread count (refetched when the hub says a
 * notification was added), and the latest notifications, each a link to its errand.
 */
export function NotificationBell({ home }: { home: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the popover stays mounted so it can animate out.
  const [wanted, setWanted] = useState(false);
  const popoverId = useId();
  const list = useQuery(latestNotifications());
  const unread = list.data?.unread ?? 0;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        data-testid="notification-bell"
      >
        {/* The visible count must be part of the button's name (the label says it in words), so the
            badge shows the whole number and no text at all when there is nothing unread. */}
        <Badge
          badgeContent={unread || undefined}
          invisible={!unread}
          color="error"
          max={9999}
          data-testid="notification-count"
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationPopover id={popoverId} anchor={anchor} onClose={close} home={home} list={list} />
        </Suspense>
      )}
    </>
  );
}
