import {
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { placeLabel, todayIso, useFormat } from '../../../components/format';
import { ErrorState } from '../../../components/QueryStates';
import { StatusChip } from '../../../components/ReportChips';
import { useGroupPath } from '../../../lib/route-group';
import { serviceDue } from './api';

/** Managers' planning list: equipment whose service falls due within 90 days, and its errand. */
export function ServiceDueCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const due = useQuery(serviceDue());
  const errands = useGroupPath('errands');
  const today = todayIso();
  const items = due.data?.items ?? [];
  const label = (k: string) => t(`equipmentPages.fields.${k}`);
  // On a phone the place and contractor columns give way to date, item and errand.
  const wide = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="service-due"
      // It scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too.
      tabIndex={0}
      sx={{ p: 2, mt: 3, overflowX: 'auto' }}
    >
      <Typography id="service-due" variant="h6" component="h2" gutterBottom>
        {t('maintenance.dueTitle')}
      </Typography>
      {due.isError && <ErrorState error={due.error} onRetry={() => void due.refetch()} />}
      {due.isSuccess && items.length === 0 && <Typography>{t('maintenance.dueEmpty')}</Typography>}
      {items.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('maintenance.dueDate')}</TableCell>
              <TableCell>{label('name')}</TableCell>
              <TableCell sx={wide}>{label('property')}</TableCell>
              <TableCell sx={wide}>{t('maintenance.fields.preferredContractor')}</TableCell>
              <TableCell>{t('maintenance.errand')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((i) => (
              <TableRow key={i.equipmentId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {f.date(i.dueDate)}{' '}
                  {i.dueDate < today && (
                    <Chip
                      size="small"
                      label={t('equipmentPages.overdue')}
                      sx={{ bgcolor: '#b71c1c', color: '#fff' }}
                    />
                  )}
                </TableCell>
                <TableCell>{i.name}</TableCell>
                <TableCell sx={wide}>{placeLabel(i)}</TableCell>
                <TableCell sx={wide}>{i.preferredContractorName ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {i.reportId ? (
                    <>
                      <Link component={RouterLink} to={`${errands}/${i.reportId}`} sx={{ mr: 1 }}>
                        #{i.reportNumber}
                      </Link>
                      {i.reportStatus && <StatusChip status={i.reportStatus} />}
                    </>
                  ) : (
                    t('maintenance.notCreated')
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
