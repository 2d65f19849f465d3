import type { Report, ReportListItem } from '@app/contract';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A list row as the list endpoint sends it; other lists of errands may lack the photo fields. */
export type ListedReport = Report & Partial<Pick<ReportListItem, 'photoCount' | 'coverFileId'>>;

const SIZE = 40;

/**
 * The errand's first photo as a small square in the list, with the number of photos when there
 * are more (the alt text says how many); nothing without photos. The thumbnail is read with the errand's own access.
 */
export function ReportThumb({ report }: { report: ListedReport }) {
  const { t } = useTranslation();
  const count = report.photoCount ?? 0;
  if (!report.coverFileId || count < 1) return null;
  return (
    <Box
      data-testid="report-thumb"
      sx={{ position: 'relative', flex: `0 0 ${SIZE}px`, width: SIZE, height: SIZE }}
    >
      <Box
        component="img"
        src={`/api/reports/${report.id}/files/${report.coverFileId}/thumbnail`}
        alt={count > 1 ? t('attachments.ui.listPhotos', { count }) : t('attachments.ui.photo')}
        loading="lazy"
        decoding="async"
        width={SIZE}
        height={SIZE}
        sx={{
          display: 'block',
          width: SIZE,
          height: SIZE,
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      />
      {count > 1 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            right: -6,
            bottom: -6,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'grey.800',
            color: 'common.white',
            fontSize: 11,
            fontWeight: 600,
            lineHeight: '18px',
            textAlign: 'center',
            border: 2,
            borderColor: 'background.paper',
            boxSizing: 'content-box',
          }}
        >
          {count}
        </Box>
      )}
    </Box>
  );
}
