import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut, useCurrentUser } from '../lib/auth';
import { stopHub } from '../lib/hub';
import { queryClient } from '../lib/query-client';

/** Name and email of the signed-in user, a settings link where the group has one, and sign-out. */
export function UserMenu({ settingsPath }: { settingsPath?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const close = () => setAnchor(null);
  const doSignOut = async () => {
    close();
    await stopHub();
    await signOut();
    queryClient.clear();
    navigate('/auth/login', { replace: true });
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('common.userMenu')}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
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
        <MenuItem onClick={() => void doSignOut()} data-testid="sign-out">
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('common.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
