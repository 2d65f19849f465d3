import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNeedsAction } from './api';

/** The navigation entry's count of errands waiting for the manager; nothing when none wait. */
export function NeedsActionBadge() {
  const { t } = useTranslation();
  const total = useNeedsAction().data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Box
      component="span"
      aria-label={t('dashboardPages.needsAction.badge', { count: total })}
      sx={{
        ml: 1,
        minWidth: 24,
        px: 0.75,
        borderRadius: 12,
        bgcolor: '#b71c1c',
        color: '#fff',
        fontSize: 13,
        fontWeight: 600,
        lineHeight: '22px',
        textAlign: 'center',
      }}
    >
      {total}
    </Box>
  );
}

/**
 * On a phone the navigation hides in a drawer, so the menu button carries the count: a manager
 * sees that errands wait without opening the menu.
 */
export function NeedsActionMenuBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const total = useNeedsAction().data?.total ?? 0;
  return (
    <Badge
      badgeContent={total}
      max={99}
      // The same deep red as the navigation's count: white on it passes contrast (AA).
      sx={{ '& .MuiBadge-badge': { bgcolor: '#b71c1c', color: '#fff' } }}
      slotProps={{ badge: { 'aria-label': t('dashboardPages.needsAction.badge', { count: total }) } }}
    >
      {children}
    </Badge>
  );
}
