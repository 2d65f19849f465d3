import { ErrandsPage } from '../../errands/pages/ErrandsPage';

export default function AdminErrandsPage() {
  return <ErrandsPage base="/admin" />;
}
