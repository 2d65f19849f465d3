import type { ReportFile } from '@app/contract';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import { type TouchEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 50;

/** Full-screen photo viewer: arrow keys and swipes move, Escape closes. */
export function FileViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: readonly ReportFile[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const startX = useRef<number | null>(null);
  const open = index !== null && photos[index] !== undefined;
  const photo = open ? photos[index] : undefined;
  const go = (step: number) => {
    if (index === null || photos.length === 0) return;
    onIndex((index + step + photos.length) % photos.length);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const onTouchStart = (e: TouchEvent) => {
    startX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const from = startX.current;
    const to = e.changedTouches[0]?.clientX;
    startX.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    go(to < from ? 1 : -1);
  };
  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-label={photo?.fileName}
      slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff' } } }}
    >
      {photo && (
        <Box
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          sx={{ position: 'relative', width: '100%', height: '100%', display: 'grid', placeItems: 'center' }}
        >
          <Box
            component="img"
            src={photo.url}
            alt={photo.fileName}
            data-testid="viewer-image"
            sx={{
              maxWidth: '100%',
              maxHeight: 'calc(100% - 56px)',
              objectFit: 'contain',
              userSelect: 'none',
            }}
          />
          <Typography sx={{ position: 'absolute', bottom: 16, left: 0, right: 0, textAlign: 'center' }}>
            {photo.fileName} ·{' '}
            {t('attachments.ui.position', { index: (index ?? 0) + 1, total: photos.length })}
          </Typography>
          <IconButton
            onClick={onClose}
            aria-label={t('attachments.ui.close')}
            sx={{ position: 'absolute', top: 8, right: 8, color: '#fff' }}
          >
            <CloseIcon />
          </IconButton>
          {photos.length > 1 && (
            <>
              <IconButton
                onClick={() => go(-1)}
                aria-label={t('attachments.ui.previous')}
                sx={{ position: 'absolute', left: 8, color: '#fff', bgcolor: 'rgba(0,0,0,0.4)' }}
              >
                <ChevronLeftIcon fontSize="large" />
              </IconButton>
              <IconButton
                onClick={() => go(1)}
                aria-label={t('attachments.ui.next')}
                sx={{ position: 'absolute', right: 8, color: '#fff', bgcolor: 'rgba(0,0,0,0.4)' }}
              >
                <ChevronRightIcon fontSize="large" />
              </IconButton>
            </>
          )}
        </Box>
      )}
    </Dialog>
  );
}
