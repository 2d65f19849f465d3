import type { Report } from '@app/contract';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format';
import { HazardChip } from '../../../components/HazardChip';
import { PriorityChip, StatusChip } from '../../../components/ReportChips';
import { OutlinedSection } from '../../../components/SectionCard';
import { useGroupPath } from '../../../lib/route-group';

/** A short list of reports for an overview, each linking to its detail page. */
export function ReportMiniList({
  title,
  page,
  moreQuery,
  emptyText,
}: {
  title: string;
  /** The list's first page; none while it loads. */
  page: { items: readonly Report[]; total: number } | undefined;
  moreQuery: string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const reportsPath = useGroupPath('errands');
  const f = useFormat();
  const items = page?.items;
  const total = page?.total;
  const headingId = `mini-${title.replace(/\W+/g, '-')}`;
  return (
    <OutlinedSection labelledBy={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {!items ? (
        <Typography>{t('common.loading')}</Typography>
      ) : items.length === 0 ? (
        <Typography>{emptyText}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((r) => (
            <Box component="li" key={r.id} sx={{ display: 'grid', gap: 0.5 }}>
              <Link component={RouterLink} to={`${reportsPath}/${r.id}`} sx={{ fontWeight: 600 }}>
                {t('errandsPages.numbered', { number: r.number })} {r.whatBroke}
              </Link>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <HazardChip hazards={r.hazards} />
                <StatusChip status={r.status} />
                <PriorityChip priority={r.priority} />
                <Typography variant="body2" color="text.secondary">
                  {r.place.address} · {f.date(r.created)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {total !== undefined && total > (items?.length ?? 0) && (
        <Link
          component={RouterLink}
          to={`${reportsPath}?${moreQuery}`}
          sx={{ display: 'inline-block', mt: 2 }}
        >
          {t('dashboardPages.showAll', { count: total })}
        </Link>
      )}
    </OutlinedSection>
  );
}
