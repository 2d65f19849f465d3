import { PropertiesPage } from '../../properties/pages/PropertiesPage';

export default function PanelPropertiesPage() {
  return <PropertiesPage base="/panel" />;
}
