import type { ServiceDue } from '@app/contract';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { placeLabel, todayIso, useFormat } from '../../../components/format';
import { ErrorState } from '../../../components/QueryStates';
import { StatusChip } from '../../../components/ReportChips';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { useGroupPath } from '../../../lib/route-group';
import { serviceDue } from './api';

/**
 * Managers' planning list: equipment whose service falls due within 90 days, and its errand or
 * why there is none yet. A table on wide screens, cards on a phone (the table was cut off).
 */
export function ServiceDueCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const due = useQuery(serviceDue());
  const errands = useGroupPath('errands');
  const today = todayIso();
  const items = due.data?.items ?? [];
  const label = (k: string) => t(`equipmentPages.fields.${k}`);
  // Why there is no errand yet: the plan makes none without an interval, else it has a day for it.
  const noErrandText = (i: ServiceDue) =>
    i.errandFrom === null
      ? t('maintenance.noInterval')
      : i.errandFrom > today
        ? t('maintenance.createdFrom', { date: f.date(i.errandFrom) })
        : t('maintenance.notCreated');
  const columns: Column<ServiceDue>[] = [
    {
      key: 'dueDate',
      label: t('maintenance.dueDate'),
      render: (i) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {f.date(i.dueDate)}{' '}
          {i.dueDate < today && (
            <Chip
              size="small"
              label={t('equipmentPages.overdue')}
              sx={{ bgcolor: '#b71c1c', color: '#fff' }}
            />
          )}
        </Box>
      ),
    },
    { key: 'name', label: label('name'), primary: true, render: (i) => i.name },
    { key: 'place', label: label('property'), render: (i) => placeLabel(i) },
    {
      key: 'contractor',
      label: t('maintenance.fields.preferredContractor'),
      render: (i) => i.preferredContractorName ?? '—',
    },
    {
      key: 'errand',
      label: t('maintenance.errand'),
      render: (i) =>
        i.reportId ? (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            <Link component={RouterLink} to={`${errands}/${i.reportId}`} sx={{ mr: 1 }}>
              #{i.reportNumber}
            </Link>
            {i.reportStatus && <StatusChip status={i.reportStatus} />}
          </Box>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {noErrandText(i)}
          </Typography>
        ),
    },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="service-due" sx={{ p: 2, mt: 3 }}>
      <Typography id="service-due" variant="h6" component="h2" gutterBottom>
        {t('maintenance.dueTitle')}
      </Typography>
      {due.isError && <ErrorState error={due.error} onRetry={() => void due.refetch()} />}
      {due.isSuccess && items.length === 0 && <Typography>{t('maintenance.dueEmpty')}</Typography>}
      {items.length > 0 && (
        <ResponsiveList
          rows={items}
          columns={columns}
          rowKey={(i) => i.equipmentId}
          caption={t('maintenance.dueTitle')}
        />
      )}
    </Paper>
  );
}
