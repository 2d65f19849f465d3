import { PropertiesPage } from '../../properties/pages/PropertiesPage';

export default function AdminPropertiesPage() {
  return <PropertiesPage base="/admin" />;
}
