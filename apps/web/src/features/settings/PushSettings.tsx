import type { NotificationPreferences, NotificationPreferencesUpdate } from '@app/contract';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-text';
import { currentPushSubscription, pushSupported, turnPushOff, turnPushOn } from './push';

/**
 * Push messages on this device, for any role: on or off here, and which kinds they carry (the
 * same kinds as mail, chosen apart).
 */
export function PushSettings({
  prefs,
  saving,
  save,
}: {
  prefs: NotificationPreferences;
  saving: boolean;
  save: (patch: NotificationPreferencesUpdate) => void;
}) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void currentPushSubscription().then((sub) => setOn(sub !== null));
  }, []);
  if (!pushSupported()) return <Alert severity="info">{t('offline.push.unsupported')}</Alert>;
  const toggle = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) {
        const granted = await turnPushOn();
        setOn(granted);
        if (!granted) setProblem(t('offline.push.denied'));
      } else {
        await turnPushOff();
        setOn(false);
      }
    } catch (e) {
      setProblem(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('offline.push.heading')}</FormLabel>
      <FormControlLabel
        control={<Switch checked={on} disabled={busy} onChange={(_, checked) => void toggle(checked)} />}
        label={t('offline.push.onThisDevice')}
      />
      {problem && <Alert severity="warning">{problem}</Alert>}
      {on && (
        <FormGroup sx={{ pl: 2 }}>
          {prefs.kinds.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Switch
                  checked={prefs.push[kind]}
                  disabled={saving}
                  onChange={(_, checked) => save({ push: { [kind]: checked } })}
                />
              }
              label={t(`notifications.kindLabels.${kind}`)}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
