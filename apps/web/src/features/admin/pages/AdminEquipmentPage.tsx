import { EquipmentPage } from '../../equipment/pages/EquipmentPage';

export default function AdminEquipmentPage() {
  return <EquipmentPage />;
}
