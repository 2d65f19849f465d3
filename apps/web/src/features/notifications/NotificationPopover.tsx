import type { Notification, NotificationPage } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../components/format';
import { ErrorState } from '../../components/QueryStates';
import { useMarkAllRead, useMarkRead } from './api';

/** The line a notification reads as (the server writes the same line into its mail). */
export function notificationText(
  t: TFunction,
  n: Notification,
  dateTime: (iso: string | undefined) => string,
): string {
  return t(`notifications.kinds.${n.kind}`, {
    title: n.data.title ?? '',
    company: n.data.contractorName ?? '',
    status: n.data.status ? t(`enums.status.${n.data.status}`) : '',
    when: dateTime(n.data.visitStartsAt),
  });
}

export interface NotificationPopoverProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The group's start, which the errands' links are under. */
  home: string;
  list: UseQueryResult<NotificationPage>;
}

/** The latest notifications under the bell, each a link to its errand, and "mark all read". */
export default function NotificationPopover({
  id: popoverId,
  anchor,
  onClose: close,
  home,
  list,
}: NotificationPopoverProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const headingId = useId();
  const readOne = useMarkRead();
  const readAll = useMarkAllRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Popover
      id={popoverId}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(70vh, 560px)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('notifications.heading')}
        </Typography>
        <Button size="small" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Divider />
      {list.isError && (
        <Box sx={{ px: 2 }}>
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        </Box>
      )}
      {list.data && list.data.items.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('notifications.empty')}
        </Typography>
      )}
      {list.data && list.data.items.length > 0 && (
        <List dense disablePadding aria-labelledby={headingId}>
          {list.data.items.map((n) => {
            const text = notificationText(t, n, fmt.dateTime);
            const unreadItem = n.readAt === null;
            const target = n.reportId ? `${home}/errands/${n.reportId}` : home;
            return (
              <ListItemButton
                key={n.id}
                component={Link}
                to={target}
                onClick={() => {
                  if (unreadItem) readOne.mutate(n.id);
                  close();
                }}
                sx={{ alignItems: 'flex-start', bgcolor: unreadItem ? 'action.hover' : undefined }}
                data-testid="notification-item"
              >
                <ListItemText
                  primary={text}
                  secondary={
                    <>
                      {unreadItem && (
                        <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
                          {t('notifications.unread')}
                        </Box>
                      )}
                      {fmt.dateTime(n.created)}
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: unreadItem ? 600 : 400 } } }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Popover>
  );
}
