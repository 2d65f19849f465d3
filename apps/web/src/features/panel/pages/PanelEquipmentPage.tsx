import { EquipmentPage } from '../../equipment/pages/EquipmentPage';

export default function PanelEquipmentPage() {
  return <EquipmentPage />;
}
