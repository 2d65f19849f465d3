import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContractorStatsCard } from '../../../components/ContractorStatsCard';
import { PageHeader } from '../../../components/PageHeader';
import { useDashboard, useReportSummary } from '../api';
import { CountCards } from '../components/CountCards';
import { DashboardLoaded } from '../components/DashboardLoaded';
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
      <DashboardLoaded dashboard={dashboard}>{(data) => <CountCards counts={data.counts} />}</DashboardLoaded>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <ReportMiniList
          title={t('dashboardPages.myWork')}
          page={mine.data}
          moreQuery="status=InProgress,FollowingUp"
          emptyText={t('dashboardPages.noWork')}
        />
        <ReportMiniList
          title={t('dashboardPages.market')}
          page={market.data}
          moreQuery="scope=market"
          emptyText={t('errandsPages.emptyMarket')}
        />
      </Box>
      {dashboard.data && <EventFeed events={dashboard.data.latestEvents} />}
      <ContractorStatsCard own />
    </>
  );
}
