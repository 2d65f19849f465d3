import type { Dashboard } from '@app/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/QueryStates';

/** What a start page shows of the dashboard's figures once they have come; loading, or the failure with a retry, until then. */
export function DashboardLoaded({
  dashboard,
  children,
}: {
  dashboard: UseQueryResult<Dashboard>;
  children: (data: Dashboard) => ReactNode;
}) {
  if (dashboard.isPending) return <LoadingState />;
  if (dashboard.isError)
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return children(dashboard.data);
}
