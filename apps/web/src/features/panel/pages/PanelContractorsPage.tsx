import { ContractorsPage } from '../../contractors/pages/ContractorsPage';

export default function PanelContractorsPage() {
  return <ContractorsPage />;
}
