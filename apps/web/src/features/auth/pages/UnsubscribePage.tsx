import type { UnsubscribeAnswer } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadAppCatalogue } from '../../../lib/i18n';
import { unsubscribe, unsubscribeQuestion } from '../api';
import { AuthCard } from '../components/AuthPage';

type State = { step: 'loading' } | { step: 'invalid' } | { step: 'ask' | 'done'; answer: UnsubscribeAnswer };

/**
 * Where a mail's unsubscribe link lands; public, the signed token is enough. It asks
 * before it changes anything, so a mail scanner opening the link turns nothing off.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The notification texts live in the signed-in app's catalogue, not in the sign-in pages' one.
    loadAppCatalogue()
      .then(() => unsubscribeQuestion(token))
      .then((answer) => setState({ step: 'ask', answer }))
      .catch(() => setState({ step: 'invalid' }));
  }, [token]);

  const confirm = async () => {
    setBusy(true);
    try {
      setState({ step: 'done', answer: await unsubscribe(token) });
    } catch {
      setState({ step: 'invalid' });
    } finally {
      setBusy(false);
    }
  };
  const kind = 'answer' in state ? t(`notifications.kindLabels.${state.answer.kind}`) : '';

  return (
    <AuthCard title={t('notifications.unsubscribe.heading')}>
      {state.step === 'loading' && <CircularProgress size={24} />}
      {state.step === 'invalid' && (
        <Alert severity="error" role="alert">
          {t('notifications.unsubscribe.invalid')}
        </Alert>
      )}
      {state.step === 'ask' && (
        <>
          <Typography>{t('notifications.unsubscribe.confirm', { kind })}</Typography>
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t('notifications.unsubscribe.button')}
          </Button>
        </>
      )}
      {state.step === 'done' && (
        <Alert severity="success" role="status">
          {t('notifications.unsubscribe.done', { kind })}
        </Alert>
      )}
    </AuthCard>
  );
}
