import type { QueueStatus } from '@app/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';

const COUNTS = ['errandsAnonymised', 'chatsDeleted', 'signInsDeleted'] as const;

/** The daily retention job's last run in the queue overview (docs/PRODUCT.md "Retention"). */
export function RetentionRun({ run }: { run: QueueStatus['retention'] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Box data-testid="retention-run" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('retention.queue.heading')}
      </Typography>
      {run ? (
        <>
          <Typography variant="body2">
            {t('retention.queue.lastRun')}: {fmt.dateTime(run.ranAt)}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              gap: 1,
              m: 0,
              mt: 1,
            }}
          >
            {COUNTS.map((c) => (
              <Box key={c}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`retention.queue.${c}`)}
                </Typography>
                <Typography component="dd" variant="body1" sx={{ m: 0 }}>
                  {fmt.number(run[c])}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('retention.queue.never')}
        </Typography>
      )}
    </Box>
  );
}
