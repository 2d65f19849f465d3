import { ErrandsPage } from '../../errands/pages/ErrandsPage';

export default function PanelErrandsPage() {
  return <ErrandsPage base="/panel" />;
}
