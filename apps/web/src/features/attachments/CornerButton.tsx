import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';

/** A small icon button in the top right corner of a thumbnail, on the paper's colour so it shows over any picture. */
export function CornerButton({
  label,
  onClick,
  disabled,
  inset,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** From the corner, in the theme's spacing units. */
  inset: number;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      sx={{
        position: 'absolute',
        top: inset,
        right: inset,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {children}
    </IconButton>
  );
}
