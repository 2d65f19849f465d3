import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from './AttachmentPicker';
import { useUploads } from './use-uploads';

/**
 * "Attach photo" in the assistant's chat. Photos chosen during the conversation wait in the
 * browser (with previews) and go to the errand as soon as the assistant has filed it; after
 * that, chosen photos go at once. The assistant itself never sees them.
 */
export function ChatAttachments({
  sessionId,
  reportId,
}: {
  sessionId: string | null | undefined;
  reportId: string | null;
}) {
  const { t } = useTranslation();
  const uploads = useUploads();
  const [open, setOpen] = useState(false);
  // Photos belong to one conversation: kept when the first message starts it, dropped when
  // another conversation is opened (or a new one begun).
  const belongsTo = useRef(sessionId);
  const { clear } = uploads;
  useEffect(() => {
    if (belongsTo.current && belongsTo.current !== sessionId) {
      clear();
      setOpen(false);
    }
    belongsTo.current = sessionId;
  }, [sessionId, clear]);
  const waiting = uploads.files.some((f) => f.status === 'pending');
  const { send, sending } = uploads;
  useEffect(() => {
    if (reportId && waiting && !sending) void send(reportId, 'report');
  }, [reportId, waiting, sending, send]);
  if (!open)
    return (
      <Box>
        <Button startIcon={<AddAPhotoIcon />} onClick={() => setOpen(true)}>
          {t('attachments.ui.chatAttach')}
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {!reportId && (
        <Typography variant="body2" color="text.secondary">
          {t('attachments.ui.chatHint')}
        </Typography>
      )}
      <AttachmentPicker
        uploads={uploads}
        onRetry={reportId ? () => void send(reportId, 'report') : undefined}
      />
    </Box>
  );
}
