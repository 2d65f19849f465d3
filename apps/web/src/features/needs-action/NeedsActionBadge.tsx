import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
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
 * On a phone the navigation hides in a drawer, so the menu button carries a red dot while errands
 * wait for the manager, and its name says how many ("Öppna menyn, 16 ärenden väntar på dig"); the
 * count itself is in the drawer. A dot rather than the number: visible text inside a button must
 * be part of its name, and a bare number there reads poorly.
 */
export function NeedsActionMenuButton({ label, children, ...props }: IconButtonProps & { label: string }) {
  const { t } = useTranslation();
  const total = useNeedsAction().data?.total ?? 0;
  const name = total > 0 ? `${label}, ${t('dashboardPages.needsAction.badge', { count: total })}` : label;
  return (
    <IconButton {...props} aria-label={name}>
      <Badge
        variant="dot"
        invisible={total === 0}
        // The navigation count's red, ringed in white so it stands out on the dark bar (3:1).
        sx={{
          '& .MuiBadge-badge': {
            bgcolor: '#e53935',
            border: '2px solid #fff',
            borderRadius: '50%',
            minWidth: 12,
            height: 12,
          },
        }}
      >
        {children}
      </Badge>
    </IconButton>
  );
}
