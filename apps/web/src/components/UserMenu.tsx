import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut, useCurrentUser } from '../lib/auth';
import { stopHub } from '../lib/hub';
import { queryClient } from '../lib/query-client';

/** The menu itself loads when first opened. */
const UserMenuList = lazy(() => import('./UserMenuList'));

/** Name and email of the signed-in user, a settings link where the group has one, and sign-out. */
export function UserMenu({ settingsPath }: { settingsPath?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted so it can animate out.
  const [wanted, setWanted] = useState(false);
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
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuList
            menuId={menuId}
            anchor={anchor}
            close={close}
            user={user}
            settingsPath={settingsPath}
            doSignOut={() => void doSignOut()}
          />
        </Suspense>
      )}
    </>
  );
}
