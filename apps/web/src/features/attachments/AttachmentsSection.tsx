import type { ReportDetail, ReportFile } from '@app/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormat } from '../../components/format';
import { ErrorState } from '../../components/QueryStates';
import { OutlinedSection } from '../../components/SectionCard';
import { AttachmentPicker } from './AttachmentPicker';
import { reportFiles, useDeleteFile } from './api';
import { CornerButton } from './CornerButton';
import { FileViewer } from './FileViewer';
import { KeepForErrand } from './KeepForErrand';
import { useUploads } from './use-uploads';

function Tile({ file, onOpen, onDelete }: { file: ReportFile; onOpen: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const who = file.uploaderName ?? (file.uploaderRole ? t(`enums.role.${file.uploaderRole}`) : '');
  return (
    <Box component="li" data-testid="gallery-item" sx={{ position: 'relative', display: 'grid', gap: 0.5 }}>
      {file.kind === 'image' && file.thumbnailUrl ? (
        <Box
          component="button"
          type="button"
          onClick={onOpen}
          aria-label={t('attachments.ui.open', { name: file.fileName })}
          sx={{
            p: 0,
            border: 0,
            cursor: 'zoom-in',
            borderRadius: 1,
            overflow: 'hidden',
            aspectRatio: '4 / 3',
            bgcolor: 'action.hover',
          }}
        >
          <Box
            component="img"
            src={file.thumbnailUrl}
            alt={file.fileName}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ) : (
        <Link
          href={file.url}
          download={file.fileName}
          aria-label={t('attachments.ui.download', { name: file.fileName })}
          sx={{
            display: 'grid',
            placeItems: 'center',
            aspectRatio: '4 / 3',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <PictureAsPdfIcon fontSize="large" />
        </Link>
      )}
      <Typography variant="caption" noWrap title={file.fileName}>
        {file.fileName}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap title={who}>
        {who}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="time" dateTime={file.created}>
        {f.dateTime(file.created)}
      </Typography>
      <KeepForErrand file={file} />
      {file.purpose === 'completion' && (
        <Chip
          size="small"
          color="success"
          label={t('attachments.ui.completion')}
          sx={{ position: 'absolute', top: 4, left: 4 }}
        />
      )}
      {file.canDelete && (
        <CornerButton inset={4} onClick={onDelete} label={`${t('attachments.ui.delete')} ${file.fileName}`}>
          <DeleteOutlinedIcon fontSize="small" />
        </CornerButton>
      )}
    </Box>
  );
}

/** The errand's photos and files: a gallery with a full-screen viewer, and adding more for those who write. */
export function AttachmentsSection({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const files = useQuery(reportFiles(report.id));
  const remove = useDeleteFile();
  const uploads = useUploads();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ReportFile | null>(null);
  const items = files.data?.items ?? [];
  const photos = items.filter((f) => f.kind === 'image');
  const send = async () => {
    if (await uploads.send(report.id, 'note')) {
      uploads.clear();
      setAdding(false);
    }
  };
  return (
    <OutlinedSection labelledBy="report-files">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="report-files" variant="h6" component="h2">
          {t('attachments.ui.title')}
        </Typography>
        {report.can.note && !adding && (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('attachments.ui.add')}
          </Button>
        )}
      </Stack>
      {files.isError && <ErrorState error={files.error} onRetry={() => void files.refetch()} />}
      {files.isSuccess && items.length === 0 && !adding && (
        <Typography color="text.secondary">{t('attachments.ui.empty')}</Typography>
      )}
      {items.length > 0 && (
        <Box
          component="ul"
          data-testid="gallery"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
          }}
        >
          {items.map((file) => (
            <Tile
              key={file.id}
              file={file}
              onOpen={() => setViewing(photos.indexOf(file))}
              onDelete={() => setDeleting(file)}
            />
          ))}
        </Box>
      )}
      {adding && (
        <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
          <AttachmentPicker uploads={uploads} onRetry={() => void send()} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                uploads.clear();
                setAdding(false);
              }}
              disabled={uploads.sending}
            >
              {t('attachments.ui.close')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void send()}
              disabled={uploads.sending || uploads.files.length === 0}
            >
              {uploads.sending ? t('attachments.ui.sending') : t('attachments.ui.send')}
            </Button>
          </Stack>
        </Box>
      )}
      <FileViewer photos={photos} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('attachments.ui.deleteTitle')}
        body={t('attachments.ui.deleteBody', { name: deleting?.fileName ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting);
          setDeleting(null);
        }}
      />
    </OutlinedSection>
  );
}
