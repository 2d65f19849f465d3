import { Dialog, type DialogProps, useMediaQuery, useTheme } from '@mui/material';

/** A dialog that fills the screen on a phone. */
export function ResponsiveDialog(props: DialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return <Dialog fullWidth maxWidth="sm" fullScreen={phone} {...props} />;
}
