import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/Notifier';

/** The secret a section has just made (a token, a signing secret, a calendar address), until the user is done with it. */
export function useShownSecret() {
  const [value, setValue] = useState<string | null>(null);
  return { value, show: (secret: string) => setValue(secret), hide: () => setValue(null) };
}

/** A new API token or signing secret, shown this once, with a button that copies it; nothing when there is none. */
export function ShownSecret(props: {
  secret: ReturnType<typeof useShownSecret>;
  title: string;
  text: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { value, hide } = props.secret;
  if (value === null) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    notify({ message: t('integrations.tokens.copied'), severity: 'success' });
  };
  return (
    <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <Typography sx={{ fontWeight: 600 }}>{props.title}</Typography>
      <Typography variant="body2">{props.text}</Typography>
      <TextField
        value={value}
        size="small"
        fullWidth
        sx={{ my: 1 }}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': props.title } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={copy}>
          {t('integrations.tokens.copy')}
        </Button>
        <Button size="small" onClick={hide}>
          {t('integrations.tokens.close')}
        </Button>
      </Box>
    </Alert>
  );
}
