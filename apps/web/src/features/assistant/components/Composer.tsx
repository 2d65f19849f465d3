import { CHAT_MESSAGE_MAX } from '@app/contract';
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, TextField } from '@mui/material';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';

/**
 * Where the quick replies and the message field sit: on a phone they stay at the bottom of the
 * screen (above the home indicator) while the page and the conversation scroll behind them.
 */
export const composerDock = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  position: { xs: 'sticky', md: 'static' },
  bottom: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  mx: { xs: -1.5, md: 0 },
  px: { xs: 1.5, md: 0 },
  py: { xs: 1, md: 0 },
  pb: { xs: 'calc(8px + env(safe-area-inset-bottom))', md: 0 },
  borderTop: { xs: '1px solid', md: 'none' },
  borderColor: 'divider',
} as const;

/** The message field: Enter sends, Shift+Enter breaks the line; the text stays until it is sent. */
export function Composer({
  value,
  onChange,
  onSend,
  busy,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  busy: boolean;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const helperId = useId();
  const inputId = useId();
  const tooLong = value.length > CHAT_MESSAGE_MAX;
  const canSend = !busy && value.trim().length > 0 && !tooLong;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      {/* A real label, not the placeholder (which goes once typing starts); the page says it already. */}
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('assistant.messageLabel')}
      </Box>
      <TextField
        id={inputId}
        name="message"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('assistant.placeholder')}
        fullWidth
        multiline
        maxRows={6}
        error={tooLong}
        helperText={tooLong ? t('assistant.tooLong', { max: CHAT_MESSAGE_MAX }) : undefined}
        slotProps={{
          htmlInput: { ref: inputRef },
          formHelperText: { id: helperId },
        }}
      />
      <IconButton
        type="submit"
        color="primary"
        disabled={!canSend}
        aria-label={t('assistant.send')}
        sx={{ mb: tooLong ? 3 : 0.5 }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
