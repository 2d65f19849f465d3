import { useCurrentUser } from '../../../lib/auth';
import { DashboardPage } from '../../dashboard/pages/DashboardPage';
import { TenantOverviewPage } from '../../dashboard/pages/TenantOverviewPage';

/** Managers see their organisation's dashboard; tenants a summary of their own errands. */
export default function PanelIndexPage() {
  const user = useCurrentUser();
  return user?.roles.includes('PropertyManager') ? (
    <DashboardPage base="/panel" />
  ) : (
    <TenantOverviewPage base="/panel" />
  );
}
