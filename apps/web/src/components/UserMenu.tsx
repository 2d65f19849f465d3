import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut, useCurrentUser } from '../lib/auth';
import { stopHub } from '../lib/hub';
import { queryClient } from '../lib/query-client';
import { LazyPopup, useLazyPopup } from './lazy-popup';

/** The menu itself loads when first opened. */
const UserMenuList = lazy(() => import('./UserMenuList'));

/** Name and email of the signed-in user, a settings link where the group has one, and sign-out. */
export function UserMenu({ settingsPath }: { settingsPath?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const menu = useLazyPopup<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const doSignOut = async () => {
    menu.close();
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
        aria-expanded={menu.value ? 'true' : undefined}
        aria-controls={menu.value ? menuId : undefined}
        onClick={(e) => menu.open(e.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <LazyPopup popup={menu}>
        <UserMenuList
          menuId={menuId}
          anchor={menu.value}
          close={menu.close}
          user={user}
          settingsPath={settingsPath}
          doSignOut={() => void doSignOut()}
        />
      </LazyPopup>
    </>
  );
}
