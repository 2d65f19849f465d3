import type { SxProps, Theme } from '@mui/material/styles';
import { styled } from '@mui/material/styles';
import { cloneElement, type ReactElement } from 'react';

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'outlined' && prop !== 'sx' })<{
  outlined: boolean;
}>(({ theme, outlined }) => ({
  maxWidth: '100%',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  lineHeight: 1.5,
  color: theme.palette.text.primary,
  backgroundColor: outlined ? 'transparent' : theme.palette.action.selected,
  borderRadius: 16,
  whiteSpace: 'nowrap',
  outline: 0,
  textDecoration: 'none',
  border: outlined ? `1px solid ${theme.palette.grey[400]}` : 0,
  padding: 0,
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  '& .MuiChip-icon': {
    color: theme.palette.grey[700],
    fontSize: 18,
    marginLeft: outlined ? 2 : 4,
    marginRight: -4,
  },
  '& .MuiChip-label': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    paddingLeft: outlined ? 7 : 8,
    paddingRight: outlined ? 7 : 8,
    whiteSpace: 'nowrap',
  },
}));

/**
 * A small chip that only shows: MUI's Chip at size small, same element, classes and styles,
 * without its click, delete and avatar handling (2.6 KB gzipped that a badge never uses, on the
 * overview pages' first screen). Anything a user acts on stays MUI's Chip.
 */
export function StaticChip({
  label,
  icon,
  variant = 'filled',
  sx,
}: {
  label: string;
  icon?: ReactElement<{ className?: string }>;
  variant?: 'filled' | 'outlined';
  sx?: SxProps<Theme>;
}) {
  const outlined = variant === 'outlined';
  return (
    <Root
      outlined={outlined}
      sx={sx}
      className={`MuiChip-root MuiChip-sizeSmall MuiChip-${variant} MuiChip-colorDefault`}
    >
      {icon && cloneElement(icon, { className: 'MuiChip-icon MuiChip-iconSmall' })}
      <span className="MuiChip-label MuiChip-labelSmall">{label}</span>
    </Root>
  );
}
