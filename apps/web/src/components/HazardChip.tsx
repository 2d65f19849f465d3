import type { HazardKind } from '@app/contract';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textShades } from '../lib/theme';
import { visuallyHidden } from '../lib/visually-hidden';

/**
 * The hazard an errand was filed with (gas, water…), a red chip wherever the errand is shown so
 * nobody goes there unwarned. One chip: the first hazard by name; any others are read out with
 * it and shown on hover. Nothing without hazards.
 */
export function HazardChip({ hazards }: { hazards: readonly HazardKind[] }) {
  const { t } = useTranslation();
  const [first, ...rest] = hazards.map((h) => t(`enums.hazard.${h}`));
  if (!first) return null;
  const all = t('errandsPages.hazards', { names: [first, ...rest].join(', ') });
  return (
    <Chip
      size="small"
      color="error"
      data-testid="hazard-chip"
      icon={<WarningAmberIcon />}
      title={all}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {all}
          </Box>
          <span aria-hidden="true">
            {first}
            {rest.length > 0 && ` +${rest.length}`}
          </span>
        </>
      }
      // The palette's error red is too light for white text (4.5:1); its text shade is not.
      sx={{ fontWeight: 600, bgcolor: textShades.error, color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
    />
  );
}
