import type { NotificationPreferences } from '@app/contract';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/QueryStates';
import { useCurrentUser } from '../../lib/auth';
import { errorMessage } from '../../lib/error-text';
import { notificationPreferences, useSaveNotificationPreferences } from './api';
import { PushSettings } from './PushSettings';

/**
 * Mail per kind of notification the user can be told of (the server names them; the bell always
 * shows everything); managers choose which new errands.
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const helpId = useId();
  const levelId = useId();
  const prefs = useQuery(notificationPreferences());
  const save = useSaveNotificationPreferences();
  if (!user) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="notification-settings">
      <Typography variant="h5" component="h2" gutterBottom>
        {t('notifications.settings.heading')}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.settings.help')}
      </Typography>
      {prefs.isPending && <CircularProgress size={24} />}
      {prefs.isError && <ErrorState error={prefs.error} onRetry={() => void prefs.refetch()} />}
      {prefs.data && (
        <Stack spacing={2}>
          <FormControl component="fieldset" aria-describedby={helpId}>
            <FormLabel component="legend">{t('notifications.settings.mail')}</FormLabel>
            <FormGroup>
              {prefs.data.kinds.map((kind) => (
                <FormControlLabel
                  key={kind}
                  control={
                    <Switch
                      checked={prefs.data.mail[kind]}
                      disabled={save.isPending}
                      onChange={(_, checked) => save.mutate({ mail: { [kind]: checked } })}
                    />
                  }
                  label={t(`notifications.kindLabels.${kind}`)}
                />
              ))}
            </FormGroup>
          </FormControl>
          <PushSettings prefs={prefs.data} saving={save.isPending} save={(patch) => save.mutate(patch)} />
          {user.can.chooseNewReportsLevel && (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={levelId}>
                {t('notifications.settings.newReports')}
              </FormLabel>
              <RadioGroup
                aria-labelledby={levelId}
                row
                value={prefs.data.newReports}
                onChange={(_, value) =>
                  save.mutate({ newReports: value as NotificationPreferences['newReports'] })
                }
              >
                <FormControlLabel
                  value="all"
                  control={<Radio />}
                  label={t('notifications.settings.newReportsAll')}
                />
                <FormControlLabel
                  value="urgent"
                  control={<Radio />}
                  label={t('notifications.settings.newReportsUrgent')}
                />
                <FormControlLabel
                  value="none"
                  control={<Radio />}
                  label={t('notifications.settings.newReportsNone')}
                />
              </RadioGroup>
            </FormControl>
          )}
          {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
          {save.isSuccess && (
            <Typography role="status" variant="body2" color="success.main">
              {t('notifications.settings.saved')}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
