import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The assistant's suggested answers as chips: a click sends the chip's text as the reporter's
 * message. Typing stays possible; the chips only save the typing.
 */
export function QuickReplies({
  suggestions,
  onPick,
  disabled,
}: {
  suggestions: string[];
  onPick: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('assistant.quickReplies')}
      sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {suggestions.map((s) => (
        <li key={s}>
          <Chip
            label={s}
            color="primary"
            variant="outlined"
            clickable
            disabled={disabled}
            onClick={() => onPick(s)}
            sx={{
              maxWidth: '100%',
              height: 'auto',
              minHeight: 32,
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
            }}
          />
        </li>
      ))}
    </Stack>
  );
}
