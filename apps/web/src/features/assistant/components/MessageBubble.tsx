import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textShades } from '../../../lib/theme';

/**
 * One message. Content is always rendered as text (React escapes it), never as HTML, and keeps
 * its line breaks: the assistant's summaries are laid out with them.
 */
export function MessageBubble({
  from,
  content,
  failed = false,
  pending = false,
  waiting = false,
  warning = false,
}: {
  from: 'user' | 'assistant';
  content: string;
  failed?: boolean;
  pending?: boolean;
  /** Kept in this browser until there is network (features/assistant/chat-outbox.ts). */
  waiting?: boolean;
  /** Safety advice (a gas smell, a leak…): marked so it stands out from the questions. */
  warning?: boolean;
}) {
  const { t } = useTranslation();
  const mine = from === 'user';
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Paper
        elevation={0}
        sx={{
          px: 2,
          py: 1.25,
          maxWidth: { xs: '88%', sm: '75%' },
          // The palette's error red under white text is 3.7:1; its darker text shade reads at 6.5:1.
          bgcolor: failed ? textShades.error : mine ? 'primary.main' : 'background.paper',
          color: failed ? 'error.contrastText' : mine ? 'primary.contrastText' : 'text.primary',
          border: mine || failed ? 'none' : '1px solid',
          borderColor: warning ? 'warning.main' : 'divider',
          borderLeftWidth: warning ? 6 : undefined,
          borderRadius: 2,
          opacity: pending ? 0.75 : 1,
        }}
      >
        <Typography
          component="span"
          sx={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
        >
          {mine ? t('assistant.you') : t('assistant.assistant')}:{' '}
        </Typography>
        <Typography
          component="span"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: 'block' }}
        >
          {content}
        </Typography>
        {waiting && (
          <Typography
            component="span"
            variant="caption"
            data-testid="chat-waiting"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}
          >
            <CloudOffIcon fontSize="inherit" aria-hidden />
            {t('offline.waiting')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
