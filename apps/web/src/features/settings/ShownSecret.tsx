import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/Notifier';

/** A new API token or signing secret, shown this once, with a button that copies it. */
export function ShownSecret(props: { value: string; title: string; text: string; onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard?.writeText(props.value);
    notify({ message: t('integrations.tokens.copied'), severity: 'success' });
  };
  return (
    <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <Typography sx={{ fontWeight: 600 }}>{props.title}</Typography>
      <Typography variant="body2">{props.text}</Typography>
      <TextField
        value={props.value}
        size="small"
        fullWidth
        sx={{ my: 1 }}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': props.title } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={copy}>
          {t('integrations.tokens.copy')}
        </Button>
        <Button size="small" onClick={props.onDone}>
          {t('integrations.tokens.close')}
        </Button>
      </Box>
    </Alert>
  );
}
