import { ContractorOverviewPage } from '../../dashboard/pages/ContractorOverviewPage';

export default function ContractorIndexPage() {
  return <ContractorOverviewPage base="/contractor" />;
}
