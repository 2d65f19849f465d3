import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractorStatsCard } from '../../../components/ContractorStatsCard';
import { PageHeader } from '../../../components/PageHeader';
import { LoadingState } from '../../../components/QueryStates';
import { useDashboard } from '../api';
import { CountCards } from '../components/CountCards';
import { DashboardLoaded } from '../components/DashboardLoaded';
import { EventFeed } from '../components/EventFeed';
import { QueueStatusCard } from '../components/QueueStatusCard';

const DashboardCharts = lazy(() => import('../components/DashboardCharts'));
const StatisticsCharts = lazy(() => import('../components/StatisticsCharts'));

/** The overview of administrators (everything) and managers (their organisation); updates live. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title={t('nav.overview')} subtitle={t('dashboardPages.subtitle')} />
      <DashboardLoaded dashboard={dashboard}>
        {(data) => (
          <>
            <CountCards counts={data.counts} overdue={data.overdue} linked />
            <EventFeed events={data.latestEvents} />
            <Suspense fallback={<LoadingState />}>
              <div style={{ marginTop: 24 }}>
                <DashboardCharts data={data} />
              </div>
              <StatisticsCharts />
            </Suspense>
            <ContractorStatsCard />
            <QueueStatusCard />
          </>
        )}
      </DashboardLoaded>
    </>
  );
}
