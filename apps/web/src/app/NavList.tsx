import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NeedsActionBadge } from '../features/needs-action/NeedsActionBadge';
import type { NavItem } from './pages';

/**
 * The group's navigation as a vertical list, in a side column or a drawer. NavLink marks the
 * current entry with aria-current="page"; a section stays marked on its sub-pages (an errand
 * under Errands), except the group's start page, which would otherwise match everything.
 */
export function NavList({ nav, home }: { nav: NavItem[]; home: string }) {
  const { t } = useTranslation();
  return (
    <List sx={{ py: 1 }}>
      {nav.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.to === home}
            sx={{
              mx: 1,
              borderRadius: 1,
              flexGrow: 1,
              '&[aria-current="page"]': {
                bgcolor: 'rgba(28,3,169,0.12)',
                color: 'primary.main',
                '& .MuiListItemText-primary': { fontWeight: 600 },
              },
            }}
          >
            <ListItemText primary={t(item.labelKey)} />
            {item.badge === 'needsAction' && <NeedsActionBadge />}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
