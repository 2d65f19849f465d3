import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProductMark } from '../components/ProductMark';
import { NavList } from './NavList';
import type { NavItem } from './pages';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  nav: NavItem[];
  home: string;
  width: number;
}

/**
 * The navigation in a drawer on narrow screens, behind the layout's menu button. Loaded on its
 * own (app/AppLayout.tsx): a closed drawer shows nothing, so the first screen does without its
 * code (the modal, the slide).
 */
export default function NavDrawer({ id, open, onClose, nav, home, width }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('common.mainNav')} sx={{ width }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
          <ProductMark size={28} />
          <Typography variant="h6" component="p">
            {t('common.appName')}
          </Typography>
        </Box>
        <NavList nav={nav} home={home} />
      </Box>
    </Drawer>
  );
}
