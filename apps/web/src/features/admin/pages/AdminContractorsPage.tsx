import { ContractorsPage } from '../../contractors/pages/ContractorsPage';

export default function AdminContractorsPage() {
  return <ContractorsPage />;
}
