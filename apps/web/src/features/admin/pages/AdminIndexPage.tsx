import { DashboardPage } from '../../dashboard/pages/DashboardPage';

export default function AdminIndexPage() {
  return <DashboardPage base="/admin" />;
}
