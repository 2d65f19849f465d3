import type { CurrentUser } from '@app/contract';
import Logout from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface UserMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  close: () => void;
  user: CurrentUser;
  settingsPath?: string;
  doSignOut: () => void;
}

/** The user menu's list: who is signed in, settings and sign-out. */
export default function UserMenuList({
  menuId,
  anchor,
  close,
  user,
  settingsPath,
  doSignOut,
}: UserMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
      <MenuItem disabled sx={{ display: 'block', opacity: '1 !important' }}>
        <Typography sx={{ fontWeight: 600 }}>{user.name ?? user.email}</Typography>
        <Typography variant="body2">{user.email}</Typography>
      </MenuItem>
      <Divider />
      {settingsPath && (
        <MenuItem component={Link} to={settingsPath} onClick={close}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.settings')}
        </MenuItem>
      )}
      <MenuItem onClick={doSignOut} data-testid="sign-out">
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('common.signOut')}
      </MenuItem>
    </Menu>
  );
}
