import Alert from '@mui/material/Alert';

/** Why a dialog's action failed, under its content; nothing while there is no message. */
export function DialogError({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      {message}
    </Alert>
  ) : null;
}
