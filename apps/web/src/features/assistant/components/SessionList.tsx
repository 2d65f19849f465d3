import type { ChatSession } from '@app/contract';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';

/** Earlier conversations, newest first; choosing one reopens it. */
export function SessionList({
  sessions,
  selectedId,
  onSelect,
}: {
  sessions: ChatSession[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (sessions.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('assistant.noSessions')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={t('assistant.sessions')}>
      {sessions.map((s) => (
        <ListItem key={s.id} disablePadding>
          <ListItemButton
            selected={s.id === selectedId}
            aria-current={s.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(s.id)}
          >
            <ListItemText
              primary={s.title || t('assistant.untitled')}
              secondary={`${f.dateTime(s.lastModified)} · ${
                s.status === 'completed' ? t('assistant.statusCompleted') : t('assistant.statusActive')
              }`}
              slotProps={{ primary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
