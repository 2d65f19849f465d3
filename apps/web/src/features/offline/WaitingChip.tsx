import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textShades } from '../../lib/theme';

/** "Väntar på nät": something done here that waits on the device for the network. */
export function WaitingChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<CloudOffIcon />}
      label={t('offline.waiting')}
      sx={{ color: textShades.warning, borderColor: 'warning.main', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
