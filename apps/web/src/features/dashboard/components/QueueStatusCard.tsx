import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';
import { useCurrentUser } from '../../../lib/auth';
import { useQueueStatus } from '../api';
import { RetentionRun } from './RetentionRun';

const FIGURES = ['pending', 'due', 'retrying', 'failed', 'doneLastDay'] as const;

/** Administrators: the mail and job queue's depth and its latest failures. */
export function QueueStatusCard() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const mayRead = useCurrentUser()?.can.readJobQueue ?? false;
  const status = useQueueStatus(mayRead);
  if (!mayRead || !status.data) return null;
  const s = status.data;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="queue-status">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('notifications.admin.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, m: 0 }}
      >
        {FIGURES.map((f) => (
          <Box key={f}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`notifications.admin.${f}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h5"
              sx={{ m: 0 }}
              color={f === 'failed' && s.failed > 0 ? 'error' : undefined}
            >
              {fmt.number(s[f])}
            </Typography>
          </Box>
        ))}
      </Box>
      {s.oldestDueAt && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('notifications.admin.oldestDue')}: {fmt.dateTime(s.oldestDueAt)}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('notifications.admin.recentFailures')}
      </Typography>
      {s.recentFailures.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('notifications.admin.none')}
        </Typography>
      ) : (
        <List dense>
          {s.recentFailures.map((f) => (
            <ListItem key={f.id} disableGutters>
              <ListItemText
                primary={`${f.kind} · ${fmt.dateTime(f.failedAt)} · ${f.attempts}×`}
                secondary={f.lastError}
              />
            </ListItem>
          ))}
        </List>
      )}
      <RetentionRun run={s.retention} />
    </Paper>
  );
}
