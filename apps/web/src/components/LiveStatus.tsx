import Box from '@mui/material/Box';
import type TooltipType from '@mui/material/Tooltip';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HubState, useHubState } from '../lib/hub';

const dotColour: Record<HubState, string> = {
  Connected: '#6afc7b',
  Connecting: '#FFC107',
  Reconnecting: '#FFC107',
  Disconnected: '#bdbdbd',
};

/**
 * The dot's tooltip, fetched after the first screen: MUI's Tooltip brings Popper.js and its
 * transitions, which the first screen does not need. Until it is here the dot has its label for
 * screen readers only.
 */
function LaterTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<typeof TooltipType | null>(null);
  useEffect(() => {
    let live = true;
    import('@mui/material/Tooltip').then(
      (mod) => live && setTooltip(() => mod.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children;
}

/** A discreet dot for the live connection's state, with a text for screen readers (docs/PRODUCT.md, "Real-time hub"). */
export function LiveStatus() {
  const { t } = useTranslation();
  const { state } = useHubState();
  const label = t('live.label', { state: t(`live.${state}`) });
  return (
    <LaterTooltip title={label}>
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
    </LaterTooltip>
  );
}
