import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type ClipboardEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CornerButton } from './CornerButton';
import type { StagedFile, Uploads } from './use-uploads';

const ACCEPT = 'image/*,application/pdf,.heic,.heif';

function StagedTile({
  item,
  onRemove,
  disabled,
}: {
  item: StagedFile;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="staged-file"
      data-status={item.status}
      sx={{ width: 112, display: 'grid', gap: 0.5, position: 'relative' }}
    >
      <Box
        sx={{
          width: 112,
          height: 84,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {item.preview ? (
          <Box
            component="img"
            src={item.preview}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : /\.pdf$/i.test(item.file.name) || item.file.type === 'application/pdf' ? (
          <PictureAsPdfIcon color="action" fontSize="large" />
        ) : (
          // A photo the browser cannot show before sending (HEIC): the server converts it.
          <ImageIcon color="action" fontSize="large" />
        )}
      </Box>
      <Typography variant="caption" noWrap title={item.file.name}>
        {item.file.name}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round(item.progress * 100)}
        color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
        aria-label={`${item.file.name}: ${t(`attachments.ui.${item.status === 'sending' ? 'sending' : item.status}`)}`}
      />
      {item.status !== 'done' && (
        <CornerButton
          inset={2}
          onClick={onRemove}
          disabled={disabled}
          label={t('attachments.ui.remove', { name: item.file.name })}
        >
          <CloseIcon fontSize="small" />
        </CornerButton>
      )}
    </Box>
  );
}

/**
 * Choosing files: drag and drop or paste on a computer, the camera straight away on a phone
 * (`capture`), previews before anything is sent, a progress bar per file, retry on failure.
 */
export function AttachmentPicker({
  uploads,
  onRetry,
  label,
}: {
  uploads: Uploads;
  /** Shown with a failure; sends the files that did not arrive again. */
  onRetry?: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const pick = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { files, add, remove, sending, error, leftOut } = uploads;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add([...e.dataTransfer.files]);
  };
  const onPaste = (e: ClipboardEvent) => {
    const pasted = [...e.clipboardData.files];
    if (pasted.length) {
      e.preventDefault();
      add(pasted);
    }
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
      sx={{
        gridColumn: '1 / -1',
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 2,
        p: 2,
      }}
    >
      {label && (
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}>
          {label}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('attachments.ui.dropHint')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('attachments.ui.limits', { count: uploads.maxFiles, mb: uploads.maxFileMb })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => pick.current?.click()}
          disabled={sending || files.length >= uploads.maxFiles}
        >
          {t('attachments.ui.choose')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          onClick={() => camera.current?.click()}
          disabled={sending || files.length >= uploads.maxFiles}
          sx={{ display: { md: 'none' } }}
        >
          {t('attachments.ui.takePhoto')}
        </Button>
      </Stack>
      <input
        id={inputId}
        ref={pick}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid="file-input"
        onChange={(e) => {
          add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {/* On a phone this opens the camera directly. */}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => {
          add([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {files.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {files.map((f) => (
            <StagedTile key={f.key} item={f} onRemove={() => remove(f.key)} disabled={sending} />
          ))}
        </Box>
      )}
      {leftOut && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {leftOut}
        </Alert>
      )}
      {error && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry} disabled={sending}>
                {t('attachments.ui.retry')}
              </Button>
            )
          }
        >
          {error}
        </Alert>
      )}
    </Box>
  );
}
