import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContractorStatsCard } from '../../../components/ContractorStatsCard';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState, LoadingState } from '../../../components/QueryStates';
import { useDashboard, useReportSummary } from '../api';
import { CountCards } from '../components/CountCards';
import { EventFeed } from '../components/EventFeed';
import { ReportMiniList } from '../components/ReportMiniList';

/** A contractor's start page: their own work and the open reports in their trade. */
export default function ContractorOverviewPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const mine = useReportSummary('scope=mine&status=InProgress,FollowingUp&sort=-priority&pageSize=5');
  const market = useReportSummary('scope=market&sort=-created&pageSize=5');
  return (
    <>
      <PageHeader title={t('nav.overview')} subtitle={t('dashboardPages.contractorSubtitle')} />
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <CountCards counts={dashboard.data.counts} />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <ReportMiniList
          title={t('dashboardPages.myWork')}
          items={mine.data?.items}
          total={mine.data?.total}
          moreQuery="status=InProgress,FollowingUp"
          emptyText={t('dashboardPages.noWork')}
        />
        <ReportMiniList
          title={t('dashboardPages.market')}
          items={market.data?.items}
          total={market.data?.total}
          moreQuery="scope=market"
          emptyText={t('errandsPages.emptyMarket')}
        />
      </Box>
      {dashboard.data && <EventFeed events={dashboard.data.latestEvents} />}
      <ContractorStatsCard own />
    </>
  );
}
