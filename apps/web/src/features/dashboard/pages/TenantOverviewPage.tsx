import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState } from '../../../components/QueryStates';
import { useGroupPath } from '../../../lib/route-group';
import { useReportSummary } from '../api';
import { CountCards } from '../components/CountCards';
import { ReportMiniList } from '../components/ReportMiniList';

/** A tenant's start page: their own reports in numbers, the latest ones, and a way to report a fault. */
export default function TenantOverviewPage() {
  const { t } = useTranslation();
  const reportsPath = useGroupPath('errands');
  const open = useReportSummary('status=Open&pageSize=1');
  const working = useReportSummary('status=InProgress,FollowingUp&pageSize=1');
  const done = useReportSummary('status=Closed&pageSize=1');
  const latest = useReportSummary('sort=-created&pageSize=5');
  const failed = [open, working, done, latest].find((q) => q.isError);
  return (
    <>
      <PageHeader
        title={t('nav.overview')}
        subtitle={t('dashboardPages.tenantSubtitle')}
        actions={
          <Button
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`${reportsPath}?new=1`}
          >
            {t('errandsPages.reportFault')}
          </Button>
        }
      />
      {failed && <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />}
      <CountCards
        linked
        counts={{
          unhandled: open.data?.total ?? 0,
          inProgress: working.data?.total ?? 0,
          completed: done.data?.total ?? 0,
        }}
      />
      <ReportMiniList
        title={t('dashboardPages.myLatest')}
        page={latest.data}
        moreQuery=""
        emptyText={t('dashboardPages.noErrandsYet')}
      />
    </>
  );
}
