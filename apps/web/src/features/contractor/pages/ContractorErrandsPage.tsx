import { ErrandsPage } from '../../errands/pages/ErrandsPage';

export default function ContractorErrandsPage() {
  return <ErrandsPage base="/contractor" />;
}
