import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { type HubState, useHubState } from '../lib/hub';

const dotColour: Record<HubState, string> = {
  Connected: '#6afc7b',
  Connecting: '#FFC107',
  Reconnecting: '#FFC107',
  Disconnected: '#bdbdbd',
};

/** A discreet dot for the live connection's state, with a text for screen readers (docs/PRODUCT.md, "Real-time hub"). */
export function LiveStatus() {
  const { t } = useTranslation();
  const { state } = useHubState();
  const label = t('live.label', { state: t(`live.${state}`) });
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        data-hub-state={state}
        tabIndex={0}
        sx={{ display: 'inline-flex', alignItems: 'center', p: 1, borderRadius: 1 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: dotColour[state],
            border: '1px solid rgba(255,255,255,0.8)',
          }}
        />
      </Box>
    </Tooltip>
  );
}
